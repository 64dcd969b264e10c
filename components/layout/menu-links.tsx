"use client";

import Link from "next/link";
import { useWords } from "@/components/i18n/words-context";
import { LogoutForm } from "@/components/offline/logout-form";
import { isActiveLink, NAV_LINKS } from "./nav-links";

const ITEM = "rounded-full px-3 py-3 text-[15px] font-medium hover:bg-black/5 aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-dark";

/**
 * The phone menu's links: in its dialog (mobile-menu.tsx), and on /menu, where the menu button
 * leads when it is pressed before the page's script has run. `pathname` is the page it was opened on.
 */
export function MenuLinks({ pathname, signedIn }: { pathname: string; signedIn: boolean }) {
  const t = useWords("Shell");
  const current = (href: string) => (isActiveLink(pathname, href) ? "page" : undefined);
  return (
    <nav aria-label={t("mobileNav")} className="flex flex-col gap-1 border-t border-line/70 pt-2">
      {NAV_LINKS.map((link) => (
        <Link key={link.href} href={link.href} prefetch={false} aria-current={current(link.href)} className={ITEM}>
          {t(link.key)}
        </Link>
      ))}
      {signedIn ? (
        <>
          <Link href="/profile" prefetch={false} aria-current={current("/profile")} className={ITEM}>
            {t("profile")}
          </Link>
          <LogoutForm>
            <button type="submit" className="w-full rounded-full px-3 py-3 text-left text-[15px] font-medium hover:bg-black/5">
              {t("logout")}
            </button>
          </LogoutForm>
        </>
      ) : (
        <div className="mt-2 grid grid-cols-2 gap-2">
          <Link href="/login" prefetch={false} className="rounded-full border border-accent/40 bg-white px-5 py-3 text-center font-semibold text-accent-dark">
            {t("login")}
          </Link>
          <Link href="/signup" prefetch={false} className="rounded-full bg-accent px-5 py-3 text-center font-semibold text-white">
            {t("signup")}
          </Link>
        </div>
      )}
    </nav>
  );
}
