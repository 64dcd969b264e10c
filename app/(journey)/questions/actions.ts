"use server";

import { redirect } from "next/navigation";
import type { ActionResult } from "@/lib/action-result";
import { orUnavailable } from "@/lib/errors/unavailable";
import { failedForm, type FormState } from "@/lib/forms/form-state";
import { saveQuestionnaireForm } from "@/lib/assessments/save-form";
import { submitForCurrentUser } from "@/lib/assessments/save-for-session";
import type { SubmittedAssessment } from "@/lib/assessments/submit";
import { sayRefusal } from "./say-refusal";

/** Saves one questionnaire `{ kind, answers }` for the signed-in user; the server scores it. */
export async function submitAssessmentAction(input: unknown): Promise<ActionResult<SubmittedAssessment>> {
  return sayRefusal(await orUnavailable(() => submitForCurrentUser(input)));
}

/**
 * Saves a questionnaire's plain form, the one drawn before JavaScript has loaded
 * (docs/decisions/0040-one-way-to-write-a-form.md), then goes where the step-by-step flow goes
 * after its last step. A refusal draws the form again with what was chosen and a message at each
 * question; a session that ended is met by the page's own guard, which leads to the login.
 */
export async function submitQuestionnaireFormAction(_state: FormState, formData: FormData): Promise<FormState> {
  const result = await sayRefusal(await orUnavailable(() => saveQuestionnaireForm(formData)));
  if (!result.ok) return failedForm(result, formData);
  redirect(result.data.next);
}
