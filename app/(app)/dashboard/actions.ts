"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import type { ActionResult } from "@/lib/action-result";
import { forReader } from "@/lib/i18n/server-messages";
import { failedForm, formFields, isEnhanced, type FormState } from "@/lib/forms/form-state";
import { anyElement, CHOOSE_FOR_ME, type MoodElementName } from "@/lib/mood/element-names";
import { moodSlidersOf } from "@/lib/mood/form";
import { chooseElement, saveMoodCheck, type SavedMoodCheck } from "@/lib/mood/service";

type ChosenElement = { element: MoodElementName; day: string };

// Where a check or an element shows once saved: the dashboard's Mood tab lists both.
const SAVED_SHOWS_AT = "/dashboard?tab=mood";

/** Saves today's mood element for the signed-in user. */
export async function chooseElementAction(input: unknown): Promise<ActionResult<ChosenElement>> {
  const result = await forReader(() => chooseElement(input));
  if (result.ok) revalidatePath("/reflection");
  return result;
}

/**
 * The element page's form (/dashboard/element): the same service as the dialog's carousel, from
 * FormData. Its 'Let me choose for you' button leaves the pick to this action, as the carousel's
 * does in the browser. Posted without the script it goes on to the dashboard, where the element shows.
 */
export async function chooseElementFormAction(_state: FormState<ChosenElement>, formData: FormData): Promise<FormState<ChosenElement>> {
  const fields = formFields(formData);
  const input = fields[CHOOSE_FOR_ME.name] === CHOOSE_FOR_ME.value ? { element: anyElement() } : fields;
  const result = await chooseElementAction(input);
  if (!result.ok) return failedForm(result, formData);
  if (!isEnhanced(formData)) redirect(SAVED_SHOWS_AT);
  return { status: "done", data: result.data };
}

/** Saves a daily mood check and returns its result panel. */
export async function saveMoodCheckAction(input: unknown): Promise<ActionResult<SavedMoodCheck>> {
  return forReader(() => saveMoodCheck(input));
}

/**
 * The mood check page's form (/dashboard/mood-check): the dialog's service and schema, from the
 * sliders' FormData. Posted without the script it goes on to the dashboard, where the check shows.
 */
export async function saveMoodCheckFormAction(_state: FormState<SavedMoodCheck>, formData: FormData): Promise<FormState<SavedMoodCheck>> {
  const result = await saveMoodCheckAction(moodSlidersOf(formFields(formData)));
  if (!result.ok) return failedForm(result, formData);
  if (!isEnhanced(formData)) redirect(SAVED_SHOWS_AT);
  return { status: "done", data: result.data };
}
