export const NAV_LINKS = [
  { href: "/about", label: "About" },
  { href: "/knowledge", label: "Contact" },
  { href: "/reflection", label: "Reflection" },
  { href: "/dashboard", label: "Dashboard" },
] as const;

export function isActiveLink(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
