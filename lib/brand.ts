export const BRAND = {
  name: "Journey to Peace",
  tagline: "Ayurvedic self-reflection for calmer days, deeper sleep and a steadier mind.",
} as const;

/** Avatar initials: the first two letters of the email's local part, upper-cased. */
export function initialsFromEmail(email: string): string {
  const local = email.split("@")[0] ?? "";
  return (local.replace(/[^\p{L}\p{N}]/gu, "").slice(0, 2) || local.slice(0, 2) || "?").toUpperCase();
}
