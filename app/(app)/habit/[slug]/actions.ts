"use server";

import { requestLocale } from "@/lib/i18n/request-locale";
import { redirect } from "next/navigation";
import type { ActionResult } from "@/lib/action-result";
import { failedForm, isEnhanced } from "@/lib/forms/form-state";
import { completeSkillForCurrentUser, type SkillCompletion } from "@/lib/habits/completion";
import { completionPath, draftsFromForm, skillAnswersFromForm, type SkillFormState } from "@/lib/habits/form";
import type { PlannedMoment } from "@/lib/habits/in-locale";
import { planPracticeForCurrentUser } from "@/lib/habits/plan";
import { asFormData } from "@/lib/validations/form-data";

/** Saves a skill's answers for the signed-in user (checked against the skill's bundle in their language), completes it and says what grew. */
export async function saveSkillAction(slug: string, input: unknown): Promise<ActionResult<SkillCompletion>> {
  return completeSkillForCurrentUser(slug, input, await requestLocale());
}

/**
 * The skill as one form (/habit/{slug}/answers): the same service and schema as the flow's object,
 * read from FormData. A refusal keeps what was posted for each activity; posted without the
 * script, a save goes on to the completion screen, where the flow ends too.
 */
export async function saveSkillFormAction(_state: SkillFormState, formData: FormData): Promise<SkillFormState> {
  const slug = asFormData(formData).get("slug");
  const result = await saveSkillAction(typeof slug === "string" ? slug : "", skillAnswersFromForm(formData));
  if (!result.ok) return { ...failedForm(result, formData), drafts: draftsFromForm(formData) };
  if (!isEnhanced(formData)) redirect(completionPath(result.data.habitSlug, result.data));
  return { status: "done", data: result.data };
}

/** Sets the moment of a try-later practice, or marks it done now ("I did it now"); a refusal in the person's language. */
export async function planPracticeAction(slug: string, input: unknown): Promise<ActionResult<PlannedMoment>> {
  return planPracticeForCurrentUser(slug, input, new Date(), await requestLocale());
}
