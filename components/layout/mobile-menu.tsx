"use client";

import Link from "next/link";
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { logoutAction } from "@/lib/auth/logout-action";
import { CloseIcon } from "@/components/ui/close-icon";
import { BRAND } from "@/lib/brand";
import { isActiveLink, NAV_LINKS } from "./nav-links";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Props = { pathname: string; signedIn: boolean; onClose: () => void };

/**
 * The phone menu as a modal dialog: it covers the page, takes focus, keeps Tab inside, closes on
 * Escape, the close button or a tap outside, and `onClose` hands focus back to the menu button.
 * Hand-rolled rather than Radix so the header (on every page) stays within the first-load budget.
 */
export function MobileMenu({ pathname, signedIn, onClose }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>("nav a, nav button")?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-50 md:hidden">
      <div aria-hidden="true" className="absolute inset-0 bg-ink/30" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="relative max-h-full overflow-y-auto border-b border-line/70 bg-cream px-4 pb-5 shadow-lg"
      >
        <div className="flex h-16 items-center gap-3">
          <h2 id={titleId} className="mr-auto truncate font-serif text-lg text-ink">
            <span aria-hidden="true" className="mr-2 text-2xl">
              🪷
            </span>
            {BRAND.name} menu
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex flex-col gap-1 border-t border-line/70 pt-2">
          {NAV_LINKS.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              prefetch={false}
              aria-current={isActiveLink(pathname, link.href) ? "page" : undefined}
              className="rounded-full px-3 py-3 text-[15px] font-medium hover:bg-black/5 aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-dark"
            >
              {link.label}
            </Link>
          ))}
          {signedIn ? (
            <>
              <Link
                href="/profile"
                prefetch={false}
                aria-current={isActiveLink(pathname, "/profile") ? "page" : undefined}
                className="rounded-full px-3 py-3 text-[15px] font-medium hover:bg-black/5 aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-dark"
              >
                Profile
              </Link>
              <form action={logoutAction}>
                <button type="submit" className="w-full rounded-full px-3 py-3 text-left text-[15px] font-medium hover:bg-black/5">
                  Logout
                </button>
              </form>
            </>
          ) : (
            <div className="mt-2 grid grid-cols-2 gap-2">
              <Link
                href="/login"
                prefetch={false}
                className="rounded-full border border-accent/40 bg-white px-5 py-3 text-center font-semibold text-accent-dark"
              >
                Login
              </Link>
              <Link href="/signup" prefetch={false} className="rounded-full bg-accent px-5 py-3 text-center font-semibold text-white">
                Sign up
              </Link>
            </div>
          )}
        </nav>
      </div>
    </div>
  );
}
