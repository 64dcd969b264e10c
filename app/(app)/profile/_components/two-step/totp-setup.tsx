"use client";

import { useEffect, useId, useRef } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { useWords } from "@/components/i18n/words-context";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { QrCode } from "@/components/ui/qr-code";
import type { QrPath } from "@/lib/qr/qr-path";
import type { RecoveryCodes } from "@/lib/two-step/settings";
import { cancelTotpSetupAction, startTotpSetupAction } from "../../two-step-actions";
import { submitWith, type FormAction } from "./form-action";
import { PasswordField } from "./password-field";

export type TotpSetupProps = { setup: { secret: string; uri: string; qr: QrPath } | null; enable: FormAction<RecoveryCodes> };

/**
 * Setting up an authenticator app: scan (or type) the secret, then give its first code and the
 * password. Start and Cancel are forms too, so the setup works before JavaScript has loaded: the
 * server draws the key from the secret kept (encrypted) in the database while it is set up.
 */
export function TotpSetup({ setup, enable }: TotpSetupProps) {
  const t = useWords("TwoStep");
  // Starting or cancelling swaps the pressed button for the other view: focus follows to its
  // heading (started) or back to the start button (cancelled) once the refreshed page shows it.
  const heading = useRef<HTMLHeadingElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<"setup" | "start" | null>(null);
  const start = useFormAction(startTotpSetupAction, {
    unreachable: t("startUnreachable"),
    onDone: () => {
      focusNext.current = "setup";
    },
  });
  const cancel = useFormAction(cancelTotpSetupAction, {
    unreachable: t("startUnreachable"),
    onDone: () => {
      focusNext.current = "start";
    },
  });
  // The answer and the refreshed page may arrive in either order: focus moves once both are here.
  useEffect(() => {
    const target = focusNext.current === "setup" ? heading.current : focusNext.current === "start" ? startButton.current : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  }, [setup, start.state, cancel.state]);
  const cancelForm = useId();
  const { hydrated } = start;
  // Drawn by the server after a post without the script: focus (and the view) goes to what it brought.
  const landed = (form: FormAction<unknown>) => !hydrated && form.state.status !== "idle";

  if (!setup) {
    return (
      <form action={start.formAction} onSubmit={submitWith(start)} method="post" className="flex flex-col gap-2">
        <Button ref={startButton} type="submit" variant="secondary" disabled={start.pending} autoFocus={landed(cancel)}>
          {start.pending ? t("oneMoment") : t("setUpApp")}
        </Button>
        {start.failed && (
          <p role="alert" className="text-sm text-danger">
            {start.failed.message}
          </p>
        )}
      </form>
    );
  }
  const fieldError = (name: string) => enable.failed?.fieldErrors[name];
  const codeError = fieldError("code");
  const passwordError = fieldError("password");
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-line p-4">
      <h3 ref={heading} tabIndex={-1} autoFocus={landed(start)} className="text-lg text-ink outline-none">
        {t("setUpHeading")}
      </h3>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-muted">
        <li>{t("setUpScan")}</li>
        <li>{t("setUpType")}</li>
      </ol>
      <QrCode qr={setup.qr} label={t("qrLabel")} />
      <p className="text-sm text-muted">
        {t("cannotScan")}{" "}
        <code data-testid="totp-secret" className="block break-words rounded-xl bg-accent-soft px-3 py-2 font-mono text-base text-ink">
          {setup.secret}
        </code>
      </p>
      <form action={enable.formAction} onSubmit={submitWith(enable)} method="post" aria-label={t("turnOnLabel")} className="flex flex-col gap-3">
        <TextField
          label={t("codeLabel")}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          error={codeError}
          autoFocus={landed(enable) && Boolean(codeError)}
        />
        <PasswordField error={passwordError} autoFocus={landed(enable) && Boolean(passwordError) && !codeError} />
        {enable.failed && !codeError && !passwordError && (
          <p role="alert" tabIndex={-1} autoFocus={landed(enable)} className="text-sm text-danger outline-none">
            {enable.failed.message}
          </p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" disabled={enable.pending}>
            {enable.pending ? t("checking") : t("turnOn")}
          </Button>
          {/* Its own form (below), so Cancel posts without the fields and without the browser asking for them. */}
          <Button type="submit" form={cancelForm} variant="ghost" disabled={cancel.pending || enable.pending}>
            {t("cancel")}
          </Button>
        </div>
      </form>
      <form id={cancelForm} action={cancel.formAction} onSubmit={submitWith(cancel)} method="post" hidden />
    </div>
  );
}
