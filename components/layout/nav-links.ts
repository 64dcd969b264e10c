/** The header's links; each `key` names its words in the Shell namespace of messages/<locale>.json. */
export const NAV_LINKS = [
  { href: "/about", key: "about" },
  { href: "/knowledge", key: "knowledge" },
  // Contact leads to the form itself, at the end of Knowledge (docs/decisions/0007-information-pages-are-real.md keeps it there).
  { href: "/knowledge#contact", key: "contact" },
  { href: "/reflection", key: "reflection" },
  { href: "/dashboard", key: "dashboard" },
  // Help lines, for everyone, signed in or not (docs/decisions/0041-crisis-words-and-local-help-lines.md).
  { href: "/help", key: "help" },
] as const;

/** Whether a link leads to the page shown; a link to a part of a page (Contact) never is: the page's own link is. */
export function isActiveLink(pathname: string, href: string): boolean {
  if (href.includes("#")) return false;
  return pathname === href || pathname.startsWith(`${href}/`);
}
