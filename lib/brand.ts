export const BRAND = {
  name: "Journey to Peace",
  tagline: "Ayurvedic self-reflection for calmer days, deeper sleep and a steadier mind.",
} as const;

const firstLetter = (text: string) => text.trim().match(/[\p{L}\p{N}]/u)?.[0] ?? "";

/**
 * Avatar initials: the first letters of the first and last name; only when neither name has a
 * letter, the first two letters of the email's local part (docs/decisions/0000-the-original-app.md §2). Upper-cased.
 */
export function initialsFor(person: { firstName: string; lastName: string; email: string }): string {
  const fromNames = `${firstLetter(person.firstName)}${firstLetter(person.lastName)}`;
  if (fromNames) return fromNames.toUpperCase();
  const local = person.email.split("@")[0] ?? "";
  return (local.replace(/[^\p{L}\p{N}]/gu, "").slice(0, 2) || local.slice(0, 2) || "?").toUpperCase();
}

/** How the app names a person: their full name, else their email. */
export function displayName(person: { firstName: string; lastName: string; email: string }): string {
  return `${person.firstName.trim()} ${person.lastName.trim()}`.trim() || person.email;
}
