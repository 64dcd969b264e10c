"use server";

import { asFormData } from "@/lib/validations/form-data";
import { refresh } from "next/cache";
import type { ActionResult } from "@/lib/action-result";
import { failedForm, type FailedForm, type FormState } from "@/lib/forms/form-state";
import { inReadersWords } from "@/lib/profile/answer-words";
import { reminderFormInput } from "@/lib/validations/reminders";
import { addPushSubscription, removePushSubscription, resetCalendarLink, saveReminderSettingsForm, unsubscribeFromReminderEmail } from "./service";
import { submittedValues, type ReminderFormValues } from "./settings-view";

/**
 * What the Reminders form shows after a save: the values saved, or what to fix with everything
 * that was sent, as the form shows it (`sent`: checkbox lists included, which a FailedForm's
 * one-value-per-field `values` cannot hold).
 */
export type ReminderFormState = FormState<ReminderFormValues> | (FailedForm & { sent: ReminderFormValues });

/** Saves the Reminders form, posted with or without the script (docs/decisions/0040-one-way-to-write-a-form.md). */
export async function saveReminderSettingsAction(_state: FormState<ReminderFormValues>, sent: FormData): Promise<ReminderFormState> {
  const form = asFormData(sent);
  const result = await saveReminderSettingsForm(form);
  if (!result.ok) return { ...failedForm(await inReadersWords(result), form), sent: submittedValues(reminderFormInput(form)) };
  // The page is drawn again: what the calendar link holds follows what was saved.
  refresh();
  return { status: "done", data: result.data };
}

/** Keeps this browser's push subscription (after the person allowed notifications). */
export async function savePushSubscriptionAction(subscription: unknown): Promise<ActionResult<null>> {
  return addPushSubscription(subscription);
}

/** Forgets this browser's push subscription. */
export async function removePushSubscriptionAction(endpoint: unknown): Promise<ActionResult<null>> {
  return removePushSubscription(endpoint);
}

/**
 * Makes a new calendar link (the old one stops working) and answers it, once: a one-button form,
 * so posted before the script has loaded the page is drawn again with the link in it.
 */
export async function resetCalendarLinkAction(_state: FormState<{ url: string }>, formData: FormData): Promise<FormState<{ url: string }>> {
  const result = await resetCalendarLink();
  if (!result.ok) return failedForm(result, formData);
  refresh();
  return { status: "done", data: result.data };
}

/** The signed-out unsubscribe page's button: stops reminder emails for the person the link was made for. */
export async function unsubscribeReminderEmailAction(_previous: "idle" | "done" | "invalid", form: unknown): Promise<"done" | "invalid"> {
  const token = asFormData(form).get("token");
  return (await unsubscribeFromReminderEmail(typeof token === "string" ? token : null)) ? "done" : "invalid";
}
