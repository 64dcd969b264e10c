import type { AssessmentKind } from "./instruments";
import { scoreWith, type AssessmentAnswers } from "./instruments";

/** Computes a validated submission's result on the server; a client-sent score is never used. */
export function scoreSubmission<K extends AssessmentKind>(kind: K, answers: AssessmentAnswers[K]): unknown {
  return scoreWith(kind, answers);
}
