export const NAV_LINKS = [
  { href: "/about", label: "About" },
  { href: "/knowledge", label: "Knowledge" },
  // Contact leads to the form itself, at the end of Knowledge (docs/decisions/0007-information-pages-are-real.md keeps it there).
  { href: "/knowledge#contact", label: "Contact" },
  { href: "/reflection", label: "Reflection" },
  { href: "/dashboard", label: "Dashboard" },
  // Help lines, for everyone, signed in or not (docs/decisions/0041-crisis-words-and-local-help-lines.md).
  { href: "/help", label: "Get help" },
] as const;

/** Whether a link leads to the page shown; a link to a part of a page (Contact) never is: the page's own link is. */
export function isActiveLink(pathname: string, href: string): boolean {
  if (href.includes("#")) return false;
  return pathname === href || pathname.startsWith(`${href}/`);
}
