"use client";

import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { notify } from "@/components/feedback/notify";
import { useHydrated } from "@/components/forms/use-form-action";
import { useWords } from "@/components/i18n/words-context";
import { Button } from "@/components/ui/button";
import { PasswordField } from "./password-field";
import { finishPasskeySetupAction, startPasskeySetupAction } from "../../two-step-actions";

// The ceremony's code is fetched when the form opens, not with the page: few people add a passkey on a
// given visit, and the page's first load has a budget (docs/bench.md).
const loadCeremony = () => import("@simplewebauthn/browser").then((m) => m.startRegistration);
// Whether the browser can make one at all is the platform's own feature test (as MDN gives it), so
// the library is not needed to decide whether to offer the button.
const webAuthnAvailable = () => typeof window.PublicKeyCredential === "function";

/**
 * Adding a passkey: the password first, then the browser's own passkey prompt. Offered only where
 * one can be made: a browser with WebAuthn, running this page's script. The server's page (and a
 * browser without JavaScript) says where instead of showing a button that could do nothing.
 */
export function PasskeySetup({ onCodes }: { onCodes: (codes: string[] | null) => void }) {
  const t = useWords("TwoStep");
  const supported = useHydrated() && webAuthnAvailable();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const addButton = useRef<HTMLButtonElement>(null);
  const closedByPerson = useRef(false);
  // Closed by Cancel or Escape, focus goes back to the button that opened the form.
  useEffect(() => {
    if (open || !closedByPerson.current) return;
    closedByPerson.current = false;
    addButton.current?.focus();
  }, [open]);
  const close = () => {
    closedByPerson.current = true;
    setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !busy) close();
  };

  async function add(formData: FormData) {
    setError("");
    setBusy(true);
    try {
      const started = await startPasskeySetupAction(formData);
      if (!started.ok) return setError(started.fieldErrors?.password?.[0] ?? started.message);
      const startRegistration = await loadCeremony().catch(() => null);
      if (!startRegistration) return setError(t("unreachable"));
      const response = await startRegistration({ optionsJSON: started.data.options }).catch(() => null);
      if (!response) return setError(t("passkeyNoneMade"));
      const finished = await finishPasskeySetupAction(JSON.stringify(response));
      if (!finished.ok) return setError(finished.message);
      notify("success", t("passkeyAdded"));
      setOpen(false);
      onCodes(finished.data.recoveryCodes);
    } finally {
      setBusy(false);
    }
  }

  if (!supported) {
    return (
      <p data-testid="passkey-unavailable" className="flex min-h-11 items-center text-sm text-muted">
        {t("passkeyUnavailable")}
      </p>
    );
  }
  if (!open) {
    return (
      <Button
        ref={addButton}
        type="button"
        variant="secondary"
        onClick={() => {
          loadCeremony().catch(() => {}); // tried again, and said, on Continue
          setOpen(true);
        }}
      >
        {t("addPasskey")}
      </Button>
    );
  }
  return (
    <form action={add} onKeyDown={closeOnEscape} aria-label={t("addPasskey")} className="flex flex-col gap-3 rounded-2xl border border-line p-4">
      <h3 className="text-lg text-ink">{t("addPasskey")}</h3>
      <p className="text-sm text-muted">{t("passkeyHint")}</p>
      {/* Opened by the person just now: their next step is this field. */}
      <PasswordField autoFocus error={error || undefined} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={busy}>
          {busy ? t("waitingPasskey") : t("continue")}
        </Button>
        <Button type="button" variant="ghost" onClick={close} disabled={busy}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
