"use server";

import { asFormData } from "@/lib/validations/form-data";
import { redirect } from "next/navigation";
import type { ActionResult } from "@/lib/action-result";
import { inPageLanguage } from "@/lib/i18n/server-messages";
import { cancelLogin, finishLogin, startPasskeyLogin } from "@/lib/two-step/finish-login";

/** The second step of a login from its form (a code, a recovery code or a passkey's answer). */
export async function verifySecondStepAction(_previous: ActionResult<null> | null, formData: FormData): Promise<ActionResult<null>> {
  return inPageLanguage(await finishLogin(Object.fromEntries(asFormData(formData))));
}

/** A passkey challenge for the pending login. */
export async function passkeyLoginOptionsAction() {
  return inPageLanguage(await startPasskeyLogin());
}

/** Stops the pending login and goes back to the password. */
export async function cancelSecondStepAction(): Promise<void> {
  await cancelLogin();
  redirect("/login");
}
