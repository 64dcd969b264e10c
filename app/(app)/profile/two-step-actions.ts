"use server";

import { asFormData } from "@/lib/validations/form-data";
import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/action-result";
import { failedForm, formFields, type FormState } from "@/lib/forms/form-state";
import {
  cancelTotpSetup,
  disableTwoStep,
  enableTotp,
  finishPasskeySetup,
  renewRecoveryCodes,
  startPasskeySetup,
  startTotpSetup,
  type RecoveryCodes,
} from "@/lib/two-step/settings";
import { inReadersWords } from "@/lib/profile/answer-words";

// The settings' forms post here with or without the page's script
// (docs/decisions/0040-one-way-to-write-a-form.md). Posted without it, the answer is drawn into
// /profile by the server: the setup's key (kept sealed in the database, never in the page's
// fields), the recovery codes shown once, a refusal under its field. A typed password or code
// is never sent back.
const NOT_SENT_BACK = ["password", "code"];

async function answered<T>(result: ActionResult<T>, formData: FormData): Promise<FormState<T>> {
  if (!result.ok) return failedForm(await inReadersWords(result), formData, NOT_SENT_BACK);
  revalidatePath("/profile");
  return { status: "done", data: result.data };
}

/** Starts setting up an authenticator app (a new secret, shown as a QR code). */
export async function startTotpSetupAction(_state: FormState<null>, formData: FormData): Promise<FormState<null>> {
  return answered(await startTotpSetup(), formData);
}

/** Stops setting up an authenticator app. */
export async function cancelTotpSetupAction(_state: FormState<null>, formData: FormData): Promise<FormState<null>> {
  return answered(await cancelTotpSetup(), formData);
}

/** Turns the authenticator app on with its first code and the password. */
export async function enableTotpAction(_state: FormState<RecoveryCodes>, formData: FormData): Promise<FormState<RecoveryCodes>> {
  return answered(await enableTotp(formFields(formData)), formData);
}

/** Turns two-step sign-in off with the password. */
export async function disableTwoStepAction(_state: FormState<null>, formData: FormData): Promise<FormState<null>> {
  return answered(await disableTwoStep(formFields(formData)), formData);
}

/** Makes ten new recovery codes with the password. */
export async function renewRecoveryCodesAction(_state: FormState<RecoveryCodes>, formData: FormData): Promise<FormState<RecoveryCodes>> {
  return answered(await renewRecoveryCodes(formFields(formData)), formData);
}

/** Starts adding a passkey with the password: the options for the browser. */
export async function startPasskeySetupAction(formData: FormData) {
  return inReadersWords(await startPasskeySetup(Object.fromEntries(asFormData(formData))));
}

/** Keeps the passkey the browser made. */
export async function finishPasskeySetupAction(response: string): Promise<ActionResult<RecoveryCodes>> {
  const result = await finishPasskeySetup({ response });
  if (result.ok) revalidatePath("/profile");
  return inReadersWords(result);
}
