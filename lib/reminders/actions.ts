"use server";

import { asFormData } from "@/lib/validations/form-data";
import { refresh } from "next/cache";
import type { ActionResult } from "@/lib/action-result";
import { reminderFormInput } from "@/lib/validations/reminders";
import { addPushSubscription, removePushSubscription, resetCalendarLink, saveReminderSettingsForm, unsubscribeFromReminderEmail } from "./service";
import { submittedValues, type ReminderFormValues } from "./settings-view";

/** What the Reminders form shows after a save: the values, and a message or field errors. */
export type ReminderFormState = { values: ReminderFormValues; saved: boolean; message: string; fieldErrors: Record<string, string[]> };

/** Saves the Reminders form (works before JavaScript loads: a plain form post). */
export async function saveReminderSettingsAction(_previous: ReminderFormState, sent: unknown): Promise<ReminderFormState> {
  const form = asFormData(sent);
  const result = await saveReminderSettingsForm(form);
  if (result.ok) return { values: result.data, saved: true, message: "", fieldErrors: {} };
  return { values: submittedValues(reminderFormInput(form)), saved: false, message: result.message, fieldErrors: result.fieldErrors ?? {} };
}

/** Keeps this browser's push subscription (after the person allowed notifications). */
export async function savePushSubscriptionAction(subscription: unknown): Promise<ActionResult<null>> {
  return addPushSubscription(subscription);
}

/** Forgets this browser's push subscription. */
export async function removePushSubscriptionAction(endpoint: unknown): Promise<ActionResult<null>> {
  return removePushSubscription(endpoint);
}

/** Makes a new calendar link (the old one stops working) and answers it, once. */
export async function resetCalendarLinkAction(): Promise<ActionResult<{ url: string }>> {
  const result = await resetCalendarLink();
  if (result.ok) refresh();
  return result;
}

/** The signed-out unsubscribe page's button: stops reminder emails for the person the link was made for. */
export async function unsubscribeReminderEmailAction(_previous: "idle" | "done" | "invalid", form: unknown): Promise<"done" | "invalid"> {
  const token = asFormData(form).get("token");
  return (await unsubscribeFromReminderEmail(typeof token === "string" ? token : null)) ? "done" : "invalid";
}
