"use client";

import { useWords } from "@/components/i18n/words-context";
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { CloseIcon } from "@/components/ui/close-icon";
import { BRAND } from "@/lib/brand";
import { MenuLinks } from "./menu-links";

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
  const t = useWords("Shell");

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
            {t("menuTitle", { brand: BRAND.name })}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t("closeMenu")}
            className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <MenuLinks pathname={pathname} signedIn={signedIn} />
      </div>
    </div>
  );
}
