"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { notify } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { deleteAccountAction } from "../actions";

/** Delete account, behind a dialog that asks for the password first (no password: a recent sign-in). */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError("");
    try {
      const result = await deleteAccountAction({ confirmation });
      if (result.ok) {
        notify("success", "Your account and everything in it were deleted.");
        // A full navigation through the route that sends Clear-Site-Data: drafts and cached answers go too.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a route handler, not a page
        window.location.assign("/api/user/auth/clear-session?next=/");
        return;
      }
      setError(result.message);
    } catch {
      setError("Something went wrong. Nothing was deleted.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" className="text-danger hover:bg-danger/10">
          Delete account
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-cream p-6 shadow-xl">
          <Dialog.Title className="font-serif text-2xl text-ink">Delete your account?</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">
            This removes your account, your answers and your results for good. Consider downloading your data first.
          </Dialog.Description>
          <form onSubmit={onSubmit} className="mt-5 flex flex-col gap-4">
            {hasPassword ? (
              <TextField
                label="Your password"
                type="password"
                autoComplete="current-password"
                revealable
                value={confirmation}
                onChange={(e) => setConfirmation(e.target.value)}
                error={error || undefined}
              />
            ) : (
              <p className="text-muted" role={error ? "alert" : undefined}>
                {error || "You sign in with a connected account, so this works within 10 minutes of signing in."}
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary">Keep my account</Button>
              </Dialog.Close>
              <Button type="submit" disabled={(hasPassword && !confirmation.trim()) || busy} className="bg-danger hover:bg-danger/90">
                {busy ? "Deleting…" : "Delete everything"}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
