"use client";

import dynamic from "next/dynamic";
import { useWords } from "@/components/i18n/words-context";
import { buttonClass } from "@/components/ui/button";
import { DialogLink } from "@/components/ui/dialog-link";

// The dialog (its form library and schema) loads when it is first wanted, which keeps /profile's
// first load within its budget.
const loadDialog = () => import("./delete-account-dialog").then((mod) => mod.DeleteAccountDialog);
const DeleteAccountDialog = dynamic(loadDialog, { ssr: false });

/**
 * Delete account: a link to the form's own page, /profile/delete, which is where it leads before
 * JavaScript has loaded; once hydrated, a press opens the same form in a dialog over this page
 * (docs/decisions/0040-one-way-to-write-a-form.md). Either asks for the password first (no
 * password: a recent sign-in).
 */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const t = useWords("ProfileForms");
  return (
    <DialogLink
      href="/profile/delete"
      className={buttonClass("ghost", "text-danger hover:bg-danger/10")}
      preload={loadDialog}
      dialog={(frame) => <DeleteAccountDialog hasPassword={hasPassword} {...frame} />}
    >
      {t("deleteAccount")}
    </DialogLink>
  );
}
