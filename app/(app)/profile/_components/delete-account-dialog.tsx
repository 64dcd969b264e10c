"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { ModalFrame } from "@/components/ui/modal";
import { useWords } from "@/components/i18n/words-context";
import { Button } from "@/components/ui/button";
import { DeleteAccountForm } from "./delete-account-form";

/**
 * The delete-account dialog over /profile; the same form has a page of its own, /profile/delete.
 * Loaded when it is first wanted (see delete-account.tsx).
 */
export function DeleteAccountDialog({ hasPassword, open, onOpenChange, returnFocus }: Required<ModalFrame> & { hasPassword: boolean }) {
  const t = useWords("ProfileForms");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          // Opened by a link rather than a Radix Trigger: focus goes back to it by hand.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus()?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-cream p-6 shadow-xl"
        >
          <Dialog.Title className="font-serif text-2xl text-ink">{t("deleteTitle")}</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">{t("deleteDescription")}</Dialog.Description>
          <div className="mt-5">
            <DeleteAccountForm
              hasPassword={hasPassword}
              cancel={
                <Dialog.Close asChild>
                  <Button variant="secondary">{t("keepAccount")}</Button>
                </Dialog.Close>
              }
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
