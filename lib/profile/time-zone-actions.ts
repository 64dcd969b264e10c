"use server";

import { refresh } from "next/cache";
import type { ActionResult } from "@/lib/action-result";
import { forReader } from "@/lib/i18n/server-messages";
import { failedForm, formFields, type FormState } from "@/lib/forms/form-state";
import { adoptDeviceTimeZone, saveTimeZone } from "./time-zone";

/**
 * Saves a chosen zone and refreshes the page, so every day and time on it is read in the new zone.
 * Beside its domain in lib/ so the device prompt (a shared component) can use it too.
 */
export async function saveTimeZoneAction(input: unknown): Promise<ActionResult<{ timeZone: string }>> {
  const result = await forReader(() => saveTimeZone(input));
  if (result.ok) refresh();
  return result;
}

/**
 * The /profile form (docs/decisions/0040-one-way-to-write-a-form.md): the select's value from the
 * form data. Posted with or without the script, the page is drawn again in the new zone.
 */
export async function saveTimeZoneFormAction(_state: FormState<{ timeZone: string }>, formData: FormData): Promise<FormState<{ timeZone: string }>> {
  const result = await forReader(() => saveTimeZone(formFields(formData)));
  if (!result.ok) return failedForm(result, formData);
  refresh();
  return { status: "done", data: result.data };
}

/** Takes the device's zone silently, only while the account has none of its own. */
export async function adoptDeviceTimeZoneAction(input: unknown): Promise<ActionResult<{ adopted: boolean }>> {
  const result = await forReader(() => adoptDeviceTimeZone(input));
  if (result.ok && result.data.adopted) refresh();
  return result;
}
