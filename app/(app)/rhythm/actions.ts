"use server";

import { refresh } from "next/cache";
import { failedForm, formFields, type FormState } from "@/lib/forms/form-state";
import { remindAtSuggestedTime } from "@/lib/reminders/from-suggestion";
import type { ReminderPractice } from "@/lib/reminders/practices";

/** Sets a practice's reminder to a suggested time of the day's rhythm (docs/decisions/0040-one-way-to-write-a-form.md). */
export async function remindAtSuggestedTimeAction(
  _state: FormState<{ practice: ReminderPractice; time: string }>,
  formData: FormData,
): Promise<FormState<{ practice: ReminderPractice; time: string }>> {
  const result = await remindAtSuggestedTime(formFields(formData));
  if (!result.ok) return failedForm(result, formData);
  // The page is drawn again: each button says which time is now saved.
  refresh();
  return { status: "done", data: result.data };
}
