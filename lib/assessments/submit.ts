import "server-only";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { createSubmission, type AssessmentKind } from "@/lib/data/assessments";
import { SCORING_VERSION } from "@/lib/scoring";
import { answerSchemas, submissionEnvelopeSchema } from "@/lib/validations/assessments";
import { invalidInput } from "@/lib/validations/result";
import { NEXT_AFTER } from "./flow";
import { resultHelp } from "./help";
import { scoreSubmission } from "./score";
import { RESULT_SHAPE, storedResult } from "./stored-results";

export type SubmittedAssessment = {
  id: string;
  kind: AssessmentKind;
  result: unknown;
  createdAt: string;
  next: string;
  /** GAD-7 only: where to find urgent help (docs/decisions/0008-gad7-validated-and-help-always-shown.md). */
  help?: string[];
};

/**
 * Validates `{ kind, answers }` against the content, scores it on the server and saves it as a
 * new row for this user. Bad input answers 4xx and writes nothing.
 */
export async function submitAssessment(userId: string, input: unknown): Promise<ActionResult<SubmittedAssessment>> {
  const envelope = submissionEnvelopeSchema.safeParse(input);
  if (!envelope.success) return invalidInput(envelope.error, "Send { kind, answers } for a known questionnaire.");
  const { kind } = envelope.data;
  const answers = answerSchemas[kind].safeParse(envelope.data.answers);
  if (!answers.success) return invalidInput(answers.error, "Some answers are missing or not valid.");

  let scored: unknown;
  try {
    scored = scoreSubmission(kind, answers.data);
  } catch (error) {
    if (error instanceof RangeError) return fail(422, error.message);
    throw error;
  }
  // Only the structured part is saved (and answered), never the scorer's sentences.
  const result = storedResult(kind, scored);
  const row = await createSubmission({ userId, kind, answers: answers.data, result, scoringVersion: SCORING_VERSION, resultShape: RESULT_SHAPE });
  return ok({ id: row.id, kind, result, createdAt: row.createdAt.toISOString(), next: NEXT_AFTER[kind], ...resultHelp(kind) });
}
