"use server";

import { asFormData } from "@/lib/validations/form-data";
import { refresh } from "next/cache";
import type { ActionResult } from "@/lib/action-result";
import { adoptDeviceTimeZone, saveTimeZone } from "./time-zone";

/** What the /profile time zone form shows after a save: the zone saved, or what to fix. */
export type TimeZoneFormState = { ok: boolean; message: string; timeZone?: string; fieldErrors?: Record<string, string[]> } | null;

/**
 * Saves a chosen zone and refreshes the page, so every day and time on it is read in the new zone.
 * Beside its domain in lib/ so the device prompt (a shared component) can use it too.
 */
export async function saveTimeZoneAction(input: unknown): Promise<ActionResult<{ timeZone: string }>> {
  const result = await saveTimeZone(input);
  if (result.ok) refresh();
  return result;
}

/** The /profile form (useActionState): the select's value from the form data. */
export async function saveTimeZoneFormAction(_previous: TimeZoneFormState, form: unknown): Promise<TimeZoneFormState> {
  const result = await saveTimeZone({ timeZone: asFormData(form).get("timeZone") });
  if (!result.ok) return { ok: false, message: result.message, fieldErrors: result.fieldErrors };
  refresh();
  return { ok: true, message: "Saved. Your days and times now follow this zone.", timeZone: result.data.timeZone };
}

/** Takes the device's zone silently, only while the account has none of its own. */
export async function adoptDeviceTimeZoneAction(input: unknown): Promise<ActionResult<{ adopted: boolean }>> {
  const result = await adoptDeviceTimeZone(input);
  if (result.ok && result.data.adopted) refresh();
  return result;
}
