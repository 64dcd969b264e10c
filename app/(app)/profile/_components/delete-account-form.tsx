"use client";

import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { useActionForm } from "@/components/forms/use-action-form";
import { useWords } from "@/components/i18n/words-context";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ACCOUNT_DELETED_PATH } from "@/lib/navigation";
import { deleteAccountAction } from "../actions";

/**
 * Delete account's form, in the dialog over /profile and on /profile/delete: the password first
 * (no password: a recent sign-in). Whether it matches is the server's to say; the schema the
 * action reads with (lib/validations/delete-account.ts) checks only its shape, which a text field
 * always has, so the browser checks nothing but that something was typed (the button waits for
 * it), and /profile/delete stays within its first-load budget without zod. Posted without the
 * script, the action itself goes on where the script would (see deleteAccountAction).
 */
export function DeleteAccountForm({ hasPassword, cancel }: { hasPassword: boolean; cancel: ReactNode }) {
  const t = useWords("ProfileForms");
  const { form, state, field, pending, hydrated, formProps } = useActionForm(deleteAccountAction, {
    defaults: { confirmation: "" },
    unreachable: t("deleteUnreachable"),
    onDone: () => {
      // A full navigation through the route that sends Clear-Site-Data: drafts and cached answers
      // go too. It ends on /, which says what happened (a toast here would not outlive the load).
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a route handler, not a page
      window.location.assign(`/api/user/auth/clear-session?next=${encodeURIComponent(ACCOUNT_DELETED_PATH)}`);
    },
  });
  const confirmation = useWatch({ control: form.control, name: "confirmation" });
  const error = state.status === "failed" ? state.message : "";
  // Before hydration nothing watches the field, so the button waits only for the script's check.
  const empty = hydrated && hasPassword && !confirmation.trim();

  return (
    <form {...formProps} className="flex flex-col gap-4">
      {hasPassword ? (
        <TextField label={t("yourPassword")} type="password" autoComplete="current-password" revealable error={error || undefined} {...field("confirmation")} />
      ) : (
        <p className="text-muted" role={error ? "alert" : undefined}>
          {error || t("deleteNoPassword")}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" disabled={empty || pending} className="bg-danger hover:bg-danger/90">
          {pending ? t("deleting") : t("deleteEverything")}
        </Button>
      </div>
    </form>
  );
}
