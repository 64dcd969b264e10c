"use server";

import { refresh } from "next/cache";
import { failedForm, formFields, type FormState } from "@/lib/forms/form-state";
import { inReadersWords } from "@/lib/profile/answer-words";
import { remindAtSuggestedTime } from "@/lib/reminders/from-suggestion";
import type { ReminderPractice } from "@/lib/reminders/practices";

/** Sets a practice's reminder to a suggested time of the day's rhythm (docs/decisions/0040-one-way-to-write-a-form.md). */
export async function remindAtSuggestedTimeAction(
  _state: FormState<{ practice: ReminderPractice; time: string }>,
  formData: FormData,
): Promise<FormState<{ practice: ReminderPractice; time: string }>> {
  // Refused (signed out, a time inside the quiet hours) in the reader's language, as the Reminders form says it.
  const result = await inReadersWords(await remindAtSuggestedTime(formFields(formData)));
  if (!result.ok) return failedForm(result, formData);
  // The page is drawn again: each button says which time is now saved.
  refresh();
  return { status: "done", data: result.data };
}
