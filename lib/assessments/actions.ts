"use server";

import type { ActionResult } from "@/lib/action-result";
import { submitForCurrentUser } from "./save-for-session";
import type { SubmittedAssessment } from "./submit";

/** Saves one questionnaire `{ kind, answers }` for the signed-in user; the server scores it. */
export async function submitAssessmentAction(input: unknown): Promise<ActionResult<SubmittedAssessment>> {
  return submitForCurrentUser(input);
}
