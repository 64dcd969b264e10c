"use client";

import { useActionState, useEffect, useRef, useState, useTransition } from "react";
import { notify } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { QrCode } from "@/components/ui/qr-code";
import type { QrPath } from "@/lib/qr/qr-path";
import type { ActionResult } from "@/lib/action-result";
import type { RecoveryCodes } from "@/lib/two-step/settings";
import { cancelTotpSetupAction, enableTotpAction, startTotpSetupAction } from "../../two-step-actions";

export type TotpSetupProps = { setup: { secret: string; uri: string; qr: QrPath } | null; onCodes: (codes: string[] | null) => void };

/** Setting up an authenticator app: scan (or type) the secret, then give its first code and the password. */
export function TotpSetup({ setup, onCodes }: TotpSetupProps) {
  const [starting, startTransition] = useTransition();
  const [message, setMessage] = useState("");
  // The codes go up to the section here, not in an effect: turning the app on refreshes the page,
  // which removes this setup panel before an effect of it could run.
  const [state, formAction, pending] = useActionState(async (previous: ActionResult<RecoveryCodes> | null, formData: FormData) => {
    const result = await enableTotpAction(previous, formData);
    if (result.ok) {
      notify("success", "Two-step sign-in is on.");
      onCodes(result.data.recoveryCodes);
    }
    return result;
  }, null);

  // Starting or cancelling swaps the pressed button for the other view: focus follows to its
  // heading (started) or back to the start button (cancelled) once the refreshed page shows it.
  const heading = useRef<HTMLHeadingElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<"setup" | "start" | null>(null);
  useEffect(() => {
    const target = focusNext.current === "setup" ? heading.current : focusNext.current === "start" ? startButton.current : null;
    focusNext.current = null;
    target?.focus();
  }, [setup]);

  const run = (action: () => Promise<{ ok: boolean; message?: string }>, then: "setup" | "start") =>
    startTransition(async () => {
      const result = await action();
      focusNext.current = result.ok ? then : null;
      setMessage(result.ok ? "" : (result.message ?? ""));
    });

  if (!setup) {
    return (
      <div className="flex flex-col gap-2">
        <Button ref={startButton} type="button" variant="secondary" onClick={() => run(startTotpSetupAction, "setup")} disabled={starting}>
          {starting ? "One moment…" : "Set up an authenticator app"}
        </Button>
        {message && (
          <p role="alert" className="text-sm text-danger">
            {message}
          </p>
        )}
      </div>
    );
  }
  const fieldError = (name: string) => (state && !state.ok ? state.fieldErrors?.[name]?.[0] : undefined);
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-line p-4">
      <h3 ref={heading} tabIndex={-1} className="text-lg text-ink outline-none">
        Set up your authenticator app
      </h3>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-muted">
        <li>In an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), add an account and scan this code.</li>
        <li>Type the 6-digit code the app shows, and your password, below.</li>
      </ol>
      <QrCode qr={setup.qr} label="QR code for your authenticator app" />
      <p className="text-sm text-muted">
        Cannot scan? Type this key into the app instead:{" "}
        <code data-testid="totp-secret" className="block break-words rounded-xl bg-accent-soft px-3 py-2 font-mono text-base text-ink">
          {setup.secret}
        </code>
      </p>
      <form action={formAction} method="post" aria-label="Turn on the authenticator app" className="flex flex-col gap-3">
        <TextField
          label="6-digit code from the app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          error={fieldError("code")}
        />
        <TextField label="Your password" name="password" type="password" autoComplete="current-password" revealable required error={fieldError("password")} />
        {state && !state.ok && !fieldError("code") && !fieldError("password") && (
          <p role="alert" className="text-sm text-danger">
            {state.message}
          </p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" disabled={pending}>
            {pending ? "Checking…" : "Turn on"}
          </Button>
          <Button type="button" variant="ghost" onClick={() => run(cancelTotpSetupAction, "start")} disabled={starting || pending}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
