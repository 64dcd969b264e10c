"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useWords } from "@/components/i18n/words-context";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { BRAND } from "@/lib/brand";
import { useTheme } from "@/components/theme/theme-provider";
import { hasSignedInHint } from "@/lib/auth/signed-in-hint";
import { rememberAccount, rememberedAccount, type KnownAccount } from "./account-memory";
import { Avatar } from "./avatar";
import { MenuButtonForm } from "./menu-button-form";
import { MobileMenu } from "./mobile-menu";
import { isActiveLink, NAV_LINKS } from "./nav-links";

export type HeaderAccount = { initials: string; image: string | null; name: string } | null;

/** "pending": the browser holds a session and is asking whose (pages the same for everyone). */
export function HeaderNav({ account, home }: { account: HeaderAccount | "pending"; home: string }) {
  const pathname = usePathname();
  const t = useWords("Shell");
  const { secColor } = useTheme();
  const menuButton = useRef<HTMLButtonElement>(null);
  // The menu belongs to the page it was opened on, so navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  useEffect(() => {
    if (account !== "pending") rememberAccount({ account, home });
  }, [account, home]);

  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 border-b border-line/70 bg-cream/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
          <Link href={home} prefetch={false} className="mr-auto flex min-w-0 items-center gap-2 font-serif text-lg text-ink">
            <span aria-hidden="true" className="text-2xl">
              🪷
            </span>
            {/* On a tablet a visitor's header also holds Login and Sign up: the lotus alone says home there. */}
            <span className={`line-clamp-2 leading-tight ${account === null ? "md:max-lg:sr-only" : ""}`}>{BRAND.name}</span>
          </Link>
          <nav aria-label={t("mainNav")} className="hidden items-center gap-1 md:flex">
            {NAV_LINKS.map((link) => {
              const active = isActiveLink(pathname, link.href);
              return (
                <Link
                  key={link.href}
                  href={link.href}
                  prefetch={false}
                  aria-current={active ? "page" : undefined}
                  className="rounded-full px-2 py-2 text-[15px] font-medium whitespace-nowrap transition-colors hover:bg-black/5 lg:px-3"
                  style={active ? { color: secColor, backgroundColor: `${secColor}14` } : undefined}
                >
                  {t(link.key)}
                </Link>
              );
            })}
          </nav>
          {account === "pending" ? (
            // The avatar's place, kept while the account loads, so nothing moves when it arrives.
            <span aria-hidden="true" className="size-10 shrink-0 rounded-full bg-sand" />
          ) : account ? (
            // The name starts with the initials the avatar shows (WCAG 2.5.3, label in name).
            <Link
              href="/profile"
              prefetch={false}
              aria-label={
                account.image ? t("yourProfile", { name: account.name }) : t("yourProfileInitials", { initials: account.initials, name: account.name })
              }
              className="shrink-0 rounded-full"
            >
              <Avatar initials={account.initials} image={account.image} />
            </Link>
          ) : (
            // Both ways in on every width: a newcomer should not have to find signup behind Login.
            <div className="flex shrink-0 items-center gap-1.5 sm:gap-3">
              <span className="hidden text-sm text-muted lg:inline">{t("loginToAccess")}</span>
              <Link
                href="/login"
                prefetch={false}
                className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-accent-dark hover:bg-black/5 sm:px-4"
              >
                {t("login")}
              </Link>
              <Link
                href="/signup"
                prefetch={false}
                className="inline-flex min-h-11 items-center rounded-full bg-accent px-3 text-sm font-semibold text-white hover:bg-accent-dark sm:px-5"
              >
                {t("signup")}
              </Link>
            </div>
          )}
          <MenuButtonForm from={pathname} onOpen={() => setOpenOn(pathname)}>
            <button
              ref={menuButton}
              type="submit"
              // The phone dashboard has its own Menu (sections, tools and these links): one menu, not two.
              className={`size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/5 md:hidden ${pathname === "/dashboard" ? "hidden" : "flex"}`}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-label={t("openMenu")}
            >
              <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
            </button>
          </MenuButtonForm>
        </div>
      </header>
      {/* Outside the header: its backdrop-filter would make it the box a fixed child fills. */}
      {open && (
        <MobileMenu
          pathname={pathname}
          signedIn={account !== null && account !== "pending"}
          onClose={() => {
            setOpenOn(null);
            menuButton.current?.focus();
          }}
        />
      )}
    </>
  );
}

// In this module, not one of its own, and RouteFocus and NavigationLoader passed on from here for
// the root layout: this module then loads with the root layout, and the route groups' headers and
// the not-found page (part of every route) reuse it instead of each chunk carrying a copy.
export { RouteFocus } from "./route-focus";
export { NavigationLoader } from "./navigation-loader";

const never = () => () => {};

/**
 * The header of pages the same for everyone: their HTML shows a visitor's header, and when the
 * browser holds a session the account is asked for once the page has loaded (shown at once when
 * this tab already knows it, from an earlier header).
 */
export function BrowserSiteHeader() {
  const hinted = useSyncExternalStore(
    never,
    () => hasSignedInHint(document.cookie),
    () => false,
  );
  // On a first load there is nothing remembered (the server's HTML showed a visitor's header).
  const [known, setKnown] = useState<KnownAccount | null>(rememberedAccount);

  // Asked once per header, and not at all when this tab already knows the signed-in account.
  const startedWith = useRef(known);
  useEffect(() => {
    if (!hinted || startedWith.current?.account) return;
    const controller = new AbortController();
    fetch("/api/user/header", { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<KnownAccount>) : { account: null, home: "/" }))
      .then(setKnown, () => {
        if (!controller.signal.aborted) setKnown({ account: null, home: "/" });
      });
    return () => controller.abort();
  }, [hinted]);

  if (!hinted) return <HeaderNav account={null} home="/" />;
  return <HeaderNav account={known ? known.account : "pending"} home={known?.home ?? "/"} />;
}
