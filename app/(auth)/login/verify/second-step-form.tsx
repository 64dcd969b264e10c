"use client";

import { startAuthentication } from "@simplewebauthn/browser";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { startTransition, useActionState, useState } from "react";
import { notify } from "@/components/feedback/notify";
import type { ActionResult } from "@/lib/action-result";
import { Button, buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { syncVisitorDraft } from "@/lib/onboarding/sync-visitor-draft";
import { FormStatus } from "../../_components/form-status";
import { passkeyLoginOptionsAction, verifySecondStepAction } from "./actions";
import type { SecondStepWords } from "./second-step-words";

type Mode = "totp" | "recovery";

/** The code from the app, a recovery code, or the passkey: whichever the person has at hand. */
export function SecondStepForm({ hasTotp, hasPasskey, returnTo, words }: { hasTotp: boolean; hasPasskey: boolean; returnTo: string; words: SecondStepWords }) {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>(hasTotp ? "totp" : "recovery");
  // Switched by the person: the field for the other kind of code takes focus, as its form is new.
  const [switched, setSwitched] = useState(false);
  // The answer is handled here, not in an effect: signing in sets the session cookie, so Next
  // renders this page again at once, and this form may be gone before an effect could run.
  const [state, formAction, submitting] = useActionState(async (previous: ActionResult<null> | null, formData: FormData) => {
    const result = await verifySecondStepAction(previous, formData);
    if (!result.ok) {
      notify("error", result.message);
      return result;
    }
    await syncVisitorDraft();
    notify("success", words.loggedIn, { duration: 2800 });
    router.replace(returnTo);
    router.refresh();
    return result;
  }, null);
  const [passkeyMessage, setPasskeyMessage] = useState("");
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  async function usePasskey() {
    setPasskeyMessage("");
    setPasskeyBusy(true);
    try {
      const options = await passkeyLoginOptionsAction();
      if (!options.ok) return setPasskeyMessage(options.message);
      const response = await startAuthentication({ optionsJSON: options.data.options }).catch(() => null);
      if (!response) return setPasskeyMessage(words.passkeyNotUsed);
      const answer = new FormData();
      answer.set("method", "passkey");
      answer.set("response", JSON.stringify(response));
      startTransition(() => formAction(answer));
    } finally {
      setPasskeyBusy(false);
    }
  }

  // Ended (stopped after ten answers, or past its five minutes): only the password starts again.
  if (state && !state.ok && state.status === 410) {
    return (
      <div className="flex flex-col gap-6">
        <p role="alert" className="text-ink">
          {state.message}
        </p>
        <Link href="/login" className={buttonClass("primary", "w-full")}>
          {words.backToLogin}
        </Link>
      </div>
    );
  }
  const codeError = state && !state.ok ? state.fieldErrors?.code?.[0] : undefined;
  const formMessage = state && !state.ok && !codeError ? state.message : passkeyMessage;
  const busy = submitting || passkeyBusy;
  return (
    <div className="flex flex-col gap-6">
      {hasPasskey && (
        <Button type="button" onClick={usePasskey} disabled={busy}>
          {passkeyBusy ? words.waitingPasskey : words.usePasskey}
        </Button>
      )}
      <form action={formAction} method="post" className="flex flex-col gap-4" key={mode}>
        <input type="hidden" name="method" value={mode} />
        {mode === "totp" ? (
          <TextField
            label={words.totpLabel}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            autoFocus={switched || !hasPasskey}
            error={codeError}
          />
        ) : (
          <TextField
            label={words.recoveryLabel}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            autoFocus={switched}
            error={codeError}
          />
        )}
        <Button type="submit" variant={hasPasskey ? "secondary" : "primary"} disabled={busy}>
          {submitting ? words.checking : words.continue}
        </Button>
        <FormStatus>{formMessage}</FormStatus>
      </form>
      {hasTotp && (
        <button
          type="button"
          onClick={() => {
            setMode(mode === "totp" ? "recovery" : "totp");
            setSwitched(true);
          }}
          className="min-h-11 text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          {mode === "totp" ? words.useRecovery : words.useApp}
        </button>
      )}
    </div>
  );
}
