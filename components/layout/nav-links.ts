export const NAV_LINKS = [
  { href: "/about", label: "About" },
  // Contact leads to the form itself, at the end of Knowledge (docs/decisions/0007-information-pages-are-real.md keeps it there).
  { href: "/knowledge#contact", label: "Contact" },
  { href: "/reflection", label: "Reflection" },
  { href: "/dashboard", label: "Dashboard" },
  // Help lines, for everyone, signed in or not (docs/decisions/0041-crisis-words-and-local-help-lines.md).
  { href: "/help", label: "Get help" },
] as const;

export function isActiveLink(pathname: string, href: string): boolean {
  const path = href.split("#")[0]!;
  return pathname === path || pathname.startsWith(`${path}/`);
}
