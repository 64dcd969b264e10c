"use server";

import { asFormData } from "@/lib/validations/form-data";
import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/action-result";
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

type State<T> = ActionResult<T> | null;

function refreshed<T>(result: ActionResult<T>): ActionResult<T> {
  if (result.ok) revalidatePath("/profile");
  return result;
}

/** Starts setting up an authenticator app (a new secret, shown as a QR code). */
export async function startTotpSetupAction(): Promise<ActionResult<null>> {
  return refreshed(await startTotpSetup());
}

/** Stops setting up an authenticator app. */
export async function cancelTotpSetupAction(): Promise<ActionResult<null>> {
  return refreshed(await cancelTotpSetup());
}

/** Turns the authenticator app on with its first code and the password. */
export async function enableTotpAction(_previous: State<RecoveryCodes>, formData: FormData): Promise<ActionResult<RecoveryCodes>> {
  return refreshed(await enableTotp(Object.fromEntries(asFormData(formData))));
}

/** Turns two-step sign-in off with the password. */
export async function disableTwoStepAction(_previous: State<null>, formData: FormData): Promise<ActionResult<null>> {
  return refreshed(await disableTwoStep(Object.fromEntries(asFormData(formData))));
}

/** Makes ten new recovery codes with the password. */
export async function renewRecoveryCodesAction(_previous: State<RecoveryCodes>, formData: FormData): Promise<ActionResult<RecoveryCodes>> {
  return refreshed(await renewRecoveryCodes(Object.fromEntries(asFormData(formData))));
}

/** Starts adding a passkey with the password: the options for the browser. */
export async function startPasskeySetupAction(formData: FormData) {
  return startPasskeySetup(Object.fromEntries(asFormData(formData)));
}

/** Keeps the passkey the browser made. */
export async function finishPasskeySetupAction(response: string): Promise<ActionResult<RecoveryCodes>> {
  return refreshed(await finishPasskeySetup({ response }));
}
