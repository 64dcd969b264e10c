"use server";

import type { ActionResult } from "@/lib/action-result";
import { orUnavailable } from "@/lib/errors/unavailable";
import { submitForCurrentUser } from "@/lib/assessments/save-for-session";
import type { SubmittedAssessment } from "@/lib/assessments/submit";

/** Saves one questionnaire `{ kind, answers }` for the signed-in user; the server scores it. */
export async function submitAssessmentAction(input: unknown): Promise<ActionResult<SubmittedAssessment>> {
  return orUnavailable(() => submitForCurrentUser(input));
}
