"use client";

import { useState } from "react";
import { PasskeySetup } from "./passkey-setup";
import { PasswordForm } from "./password-form";
import { RecoveryCodesOnce } from "./recovery-codes-once";
import { TotpSetup, type TotpSetupProps } from "./totp-setup";
import { disableTwoStepAction, renewRecoveryCodesAction } from "../../two-step-actions";

/** The section's heading: where focus goes when the part that held it is gone (codes put away, two-step turned off). */
export const TWO_STEP_TITLE_ID = "two-step-title";
const focusSectionTitle = () => document.getElementById(TWO_STEP_TITLE_ID)?.focus();

type Passkey = { id: string; name: string; lastUsed: string | null };
type Props = { hasPassword: boolean; totpOn: boolean; passkeys: Passkey[]; recoveryCodesLeft: number; setup: TotpSetupProps["setup"] | null };

/**
 * The section's moving parts. New recovery codes live in this component's state, so they stay on
 * screen while the page refreshes around them, and are gone once dismissed or the page is left.
 */
export function TwoStepSettings({ hasPassword, totpOn, passkeys, recoveryCodesLeft, setup }: Props) {
  const [codes, setCodes] = useState<string[] | null>(null);
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
      <p className="text-muted">
        {on
          ? "Two-step sign-in is on. After your password, logging in also asks for your second step."
          : "Add a second step after your password: a code from an authenticator app, or a passkey on this device. Someone who learns your password still cannot log in."}
      </p>
      {codes && (
        <RecoveryCodesOnce
          codes={codes}
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
      {!totpOn && <TotpSetup setup={setup} onCodes={setCodes} />}
      <PasskeySetup onCodes={setCodes} />
      {on && (
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordForm
            title="New recovery codes"
            hint="The old ones stop working."
            submit="Make new codes"
            action={renewRecoveryCodesAction}
            onDone={(data) => setCodes(data?.recoveryCodes ?? null)}
          />
          <PasswordForm
            title="Turn off two-step sign-in"
            hint="Your app, passkeys and recovery codes are removed."
            submit="Turn off"
            action={disableTwoStepAction}
            onDone={focusSectionTitle}
          />
        </div>
      )}
    </div>
  );
}
