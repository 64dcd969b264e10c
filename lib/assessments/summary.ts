import { INSTRUMENTS, type AssessmentKind } from "./instruments";

/** A short line for a saved result, as the dashboard and report list it. */
export function summarizeResult(kind: AssessmentKind, result: unknown): string {
  return INSTRUMENTS[kind].summary(result);
}
