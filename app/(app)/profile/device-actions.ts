"use server";

import { asFormData } from "@/lib/validations/form-data";
import { refresh } from "next/cache";
import { requestWords } from "@/lib/i18n/words";
import { endDevice, endOtherDevices } from "@/lib/auth/devices";
import { inReadersWords } from "@/lib/profile/answer-words";

/** What the "Signed-in devices" list says after a button: done, or why not. */
export type DeviceFormState = { ok: boolean; message: string } | null;

/**
 * The list's buttons (useActionState): `scope=others` is "Sign out of all other devices", else the
 * form names one device's session in `sessionId`.
 */
export async function signOutDeviceAction(_previous: DeviceFormState, sent: unknown): Promise<DeviceFormState> {
  const formData = asFormData(sent);
  const t = await requestWords("ProfileAnswers");
  if (formData.get("scope") === "others") {
    const result = await inReadersWords(await endOtherDevices());
    if (!result.ok) return { ok: false, message: result.message };
    refresh();
    return { ok: true, message: result.data.ended > 0 ? t("othersSignedOut") : t("noOthers") };
  }
  const result = await inReadersWords(await endDevice({ sessionId: formData.get("sessionId") }));
  if (!result.ok) return { ok: false, message: result.message };
  refresh();
  return { ok: true, message: t("deviceSignedOut") };
}
