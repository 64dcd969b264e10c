"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { useWatch } from "react-hook-form";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ACCOUNT_DELETED_PATH } from "@/lib/navigation";
import { deleteAccountSchema } from "@/lib/validations/delete-account";
import { deleteAccountAction } from "../actions";

const resolver = zodResolver(deleteAccountSchema);

/**
 * The delete-account dialog's content: the password first (no password: a recent sign-in), checked
 * by the schema the action reads with. Loaded when the dialog first opens (see delete-account.tsx).
 */
export function DeleteAccountDialog({ hasPassword }: { hasPassword: boolean }) {
  const { form, state, field, pending, formProps } = useActionForm(deleteAccountAction, {
    defaults: { confirmation: "" },
    resolver,
    unreachable: "Something went wrong. Nothing was deleted.",
    onDone: () => {
      // A full navigation through the route that sends Clear-Site-Data: drafts and cached answers
      // go too. It ends on /, which says what happened (a toast here would not outlive the load).
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a route handler, not a page
      window.location.assign(`/api/user/auth/clear-session?next=${encodeURIComponent(ACCOUNT_DELETED_PATH)}`);
    },
  });
  const confirmation = useWatch({ control: form.control, name: "confirmation" });
  const error = state.status === "failed" ? state.message : "";

  return (
    <>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
      <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-cream p-6 shadow-xl">
        <Dialog.Title className="font-serif text-2xl text-ink">Delete your account?</Dialog.Title>
        <Dialog.Description className="mt-2 text-muted">
          This removes your account, your answers and your results for good. Consider downloading your data first.
        </Dialog.Description>
        <form {...formProps} className="mt-5 flex flex-col gap-4">
          {hasPassword ? (
            <TextField label="Your password" type="password" autoComplete="current-password" revealable error={error || undefined} {...field("confirmation")} />
          ) : (
            <p className="text-muted" role={error ? "alert" : undefined}>
              {error || "You sign in with a connected account, so this works within 10 minutes of signing in."}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">Keep my account</Button>
            </Dialog.Close>
            <Button type="submit" disabled={(hasPassword && !confirmation.trim()) || pending} className="bg-danger hover:bg-danger/90">
              {pending ? "Deleting…" : "Delete everything"}
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </>
  );
}
