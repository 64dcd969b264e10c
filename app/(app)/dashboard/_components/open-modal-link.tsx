"use client";

import type { ReactNode } from "react";
import { InPlaceLink } from "@/components/forms/in-place-link";
import { useDashboardModals } from "./dashboard-modals";
import { MODAL_PAGES, type ModalWithPage } from "./tabs";

/**
 * Opens one of the dashboard's dialogs: a link to the dialog's own page, which is where it leads
 * before JavaScript has loaded (or in a new tab); once hydrated a plain press opens the dialog over
 * the dashboard instead (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export function OpenModalLink({ modal, className, onOpen, children }: { modal: ModalWithPage; className: string; onOpen?: () => void; children: ReactNode }) {
  const { show } = useDashboardModals();
  return (
    <InPlaceLink
      href={MODAL_PAGES[modal]}
      aria-haspopup="dialog"
      className={className}
      onPress={() => {
        onOpen?.();
        show(modal);
      }}
    >
      {children}
    </InPlaceLink>
  );
}
