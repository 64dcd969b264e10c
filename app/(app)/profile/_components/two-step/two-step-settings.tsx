"use client";

import { useState } from "react";
import { notify } from "@/components/feedback/notify";
import { useFormAction } from "@/components/forms/use-form-action";
import { useWords } from "@/components/i18n/words-context";
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
  const t = useWords("TwoStep");
  const enable = useFormAction(enableTotpAction, {
    unreachable: t("unreachable"),
    onDone: (data) => {
      notify("success", t("toastOn"));
      setCodes(data.recoveryCodes);
    },
  });
  const renew = useFormAction(renewRecoveryCodesAction, {
    unreachable: t("unreachable"),
    onDone: (data) => {
      notify("success", t("toastRenewed"));
      setCodes(data.recoveryCodes);
    },
  });
  const disable = useFormAction(disableTwoStepAction, {
    unreachable: t("unreachable"),
    onDone: () => {
      notify("success", t("toastOff"));
      focusSectionTitle();
    },
  });
  // A post without the script comes back with the codes in its answer: shown from the first draw.
  const [codes, setCodes] = useState<string[] | null>(() => codesOf(enable.state) ?? codesOf(renew.state));
  const { hydrated } = enable;
  const on = totpOn || passkeys.length > 0;

  if (!hasPassword) {
    return <p className="mt-2 text-muted">{t("noPassword")}</p>;
  }
  return (
    <div className="mt-2 flex flex-col gap-5">
      {/* Without the script there is no toast: the server says it here, where focus lands. */}
      {!hydrated && !on && disable.state.status === "done" ? (
        <p role="status" tabIndex={-1} autoFocus className="text-ink outline-none">
          {t("offDone")}
        </p>
      ) : null}
      <p className="text-muted">{on ? t("onIntro") : t("offIntro")}</p>
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
        <ul className="flex flex-col gap-2 text-ink" aria-label={t("secondSteps")}>
          {totpOn && <li>{t("appOn")}</li>}
          {passkeys.map((p) => (
            <li key={p.id}>
              {p.name}
              {p.lastUsed && <span className="text-sm text-muted"> · {t("lastUsed", { time: p.lastUsed })}</span>}
            </li>
          ))}
          <li className="text-sm text-muted">{t("codesLeft", { left: recoveryCodesLeft })}</li>
        </ul>
      )}
      {!totpOn && <TotpSetup setup={setup} enable={enable} />}
      <PasskeySetup onCodes={setCodes} />
      {on && (
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordForm title={t("renewTitle")} hint={t("renewHint")} submit={t("renewSubmit")} form={renew} />
          <PasswordForm title={t("offTitle")} hint={t("offHint")} submit={t("offSubmit")} form={disable} />
        </div>
      )}
    </div>
  );
}
