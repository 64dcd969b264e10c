"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { BRAND } from "@/lib/brand";
import { logoutAction } from "@/app/(auth)/actions";
import { useTheme } from "@/components/theme/theme-provider";
import { Avatar } from "./avatar";

export const NAV_LINKS = [
  { href: "/about", label: "About" },
  { href: "/knowledge", label: "Contact" },
  { href: "/reflection", label: "Reflection" },
  { href: "/dashboard", label: "Dashboard" },
] as const;

type Account = { initials: string; image: string | null; email: string } | null;

export function HeaderNav({ account }: { account: Account }) {
  const pathname = usePathname();
  const { secColor } = useTheme();
  // The menu belongs to the page it was opened on, so navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  const links = NAV_LINKS.map((link) => {
    const active = pathname === link.href || pathname.startsWith(`${link.href}/`);
    return (
      <Link
        key={link.href}
        href={link.href}
        aria-current={active ? "page" : undefined}
        className="rounded-full px-3 py-2 text-[15px] font-medium transition-colors hover:bg-black/5"
        style={active ? { color: secColor, backgroundColor: `${secColor}14` } : undefined}
      >
        {link.label}
      </Link>
    );
  });

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/70 bg-cream/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link href="/" className="mr-auto flex items-center gap-2 font-serif text-lg text-ink">
          <span aria-hidden="true" className="text-2xl">🪷</span>
          <span>{BRAND.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links}
        </nav>
        {account ? (
          <Link href="/profile" aria-label={`Your profile (${account.email})`} className="rounded-full">
            <Avatar initials={account.initials} image={account.image} />
          </Link>
        ) : (
          <div className="hidden items-center gap-3 md:flex">
            <span className="text-sm text-muted">Login to access</span>
            <Link href="/login" className="rounded-full bg-accent px-5 py-2 text-sm font-semibold text-white hover:bg-accent-dark">
              Login
            </Link>
          </div>
        )}
        <button
          type="button"
          className="flex size-11 items-center justify-center rounded-full hover:bg-black/5 md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {open && (
        <div id="mobile-menu" className="border-t border-line/70 bg-cream px-4 pb-4 md:hidden">
          <nav aria-label="Mobile" className="flex flex-col gap-1 pt-2">
            {links}
            {account ? (
              <form action={logoutAction}>
                <button type="submit" className="w-full rounded-full px-3 py-2 text-left text-[15px] font-medium hover:bg-black/5">
                  Logout
                </button>
              </form>
            ) : (
              <Link href="/login" className="mt-2 rounded-full bg-accent px-5 py-3 text-center font-semibold text-white">
                Login
              </Link>
            )}
          </nav>
        </div>
      )}
    </header>
  );
}
