"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { DialogCloseButton } from "./dialog-close";

/** Whether a dialog is open, how it asks to close, and where focus goes back: what its opener holds. */
export type ModalFrame = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close when the dialog was opened without a Radix Trigger. */
  returnFocus?: () => HTMLElement | null;
};

/**
 * A centred dialog (Radix): Escape, a click on the backdrop and the close button all close it;
 * focus is trapped inside and given back to what opened it.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
  returnFocus,
}: ModalFrame & {
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="modal-backdrop" className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[92dvh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-cream p-5 shadow-xl sm:p-6 ${wide ? "w-[min(94vw,44rem)]" : "w-[min(94vw,32rem)]"}`}
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="font-serif text-2xl text-ink">{title}</Dialog.Title>
            <DialogCloseButton label="Close" className="-mr-2 -mt-1" />
          </div>
          {description ? (
            <Dialog.Description className="mt-1 text-muted">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
