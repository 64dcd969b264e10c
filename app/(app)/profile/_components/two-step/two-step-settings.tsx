"use client";

import { useState } from "react";
import { notify } from "@/components/feedback/notify";
import { useFormAction } from "@/components/forms/use-form-action";
import type { FormState } from "@/lib/forms/form-state";
import type { RecoveryCodes } from "@/lib/two-step/settings";
import { PasskeySetup } from "./passkey-setup";
import { PasswordForm } from "./password-form";
import { RecoveryCodesOnce } from "./recovery-codes-once";
import { TotpSetup, type TotpSetupProps } from "./totp-setup";
import { disableTwoStepAction, enableTotpAction, renewRecoveryCodesAction } from "../../two-step-actions";

/** The section's heading: where focus goes when the part that held it is gone (codes put away, two-step turned off). */
export const TWO_STEP_TITLE_ID = "two-step-title";
const focusSectionTitle = () => document.getElementById(TWO_STEP_TITLE_ID)?.focus();
const UNREACHABLE = "Nothing was changed: the app could not be reached. Please try again in a moment.";
const codesOf = (state: FormState<RecoveryCodes>) => (state.status === "done" ? state.data.recoveryCodes : null);

type Passkey = { id: string; name: string; lastUsed: string | null };
type Props = { hasPassword: boolean; totpOn: boolean; passkeys: Passkey[]; recoveryCodesLeft: number; setup: TotpSetupProps["setup"] | null };

/**
 * The section's moving parts. The forms that change what is on keep their answers here, in the
 * part that stays when they go: posted before JavaScript has loaded, the server draws the codes or
 * the word that it is off from them (docs/decisions/0040-one-way-to-write-a-form.md). Once
 * hydrated, new recovery codes live in this component's state, so they stay on screen while the
 * page refreshes around them, and are gone once dismissed or the page is left.
 */
export function TwoStepSettings({ hasPassword, totpOn, passkeys, recoveryCodesLeft, setup }: Props) {
  const enable = useFormAction(enableTotpAction, {
    unreachable: UNREACHABLE,
    onDone: (data) => {
      notify("success", "Two-step sign-in is on.");
      setCodes(data.recoveryCodes);
    },
  });
  const renew = useFormAction(renewRecoveryCodesAction, {
    unreachable: UNREACHABLE,
    onDone: (data) => {
      notify("success", "New recovery codes: done.");
      setCodes(data.recoveryCodes);
    },
  });
  const disable = useFormAction(disableTwoStepAction, {
    unreachable: UNREACHABLE,
    onDone: () => {
      notify("success", "Turn off two-step sign-in: done.");
      focusSectionTitle();
    },
  });
  // A post without the script comes back with the codes in its answer: shown from the first draw.
  const [codes, setCodes] = useState<string[] | null>(() => codesOf(enable.state) ?? codesOf(renew.state));
  const { hydrated } = enable;
  const on = totpOn || passkeys.length > 0;

  if (!hasPassword) {
    return (
      <p className="mt-2 text-muted">
        You sign in with a provider such as Google, which keeps its own second step. Two-step sign-in here protects password logins, so it becomes available
        once your account has a password.
      </p>
    );
  }
  return (
    <div className="mt-2 flex flex-col gap-5">
      {/* Without the script there is no toast: the server says it here, where focus lands. */}
      {!hydrated && !on && disable.state.status === "done" ? (
        <p role="status" tabIndex={-1} autoFocus className="text-ink outline-none">
          Two-step sign-in is off. Your app, passkeys and recovery codes were removed.
        </p>
      ) : null}
      <p className="text-muted">
        {on
          ? "Two-step sign-in is on. After your password, logging in also asks for your second step."
          : "Add a second step after your password: a code from an authenticator app, or a passkey on this device. Someone who learns your password still cannot log in."}
      </p>
      {codes && (
        <RecoveryCodesOnce
          codes={codes}
          hydrated={hydrated}
          onDone={() => {
            setCodes(null);
            focusSectionTitle();
          }}
        />
      )}
      {on && (
        <ul className="flex flex-col gap-2 text-ink" aria-label="Your second steps">
          {totpOn && <li>Authenticator app: on</li>}
          {passkeys.map((p) => (
            <li key={p.id}>
              {p.name}
              {p.lastUsed && <span className="text-sm text-muted"> · last used {p.lastUsed}</span>}
            </li>
          ))}
          <li className="text-sm text-muted">Recovery codes left: {recoveryCodesLeft} of 10</li>
        </ul>
      )}
      {!totpOn && <TotpSetup setup={setup} enable={enable} />}
      <PasskeySetup onCodes={setCodes} />
      {on && (
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordForm title="New recovery codes" hint="The old ones stop working." submit="Make new codes" form={renew} />
          <PasswordForm title="Turn off two-step sign-in" hint="Your app, passkeys and recovery codes are removed." submit="Turn off" form={disable} />
        </div>
      )}
    </div>
  );
}
