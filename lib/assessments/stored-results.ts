/**
 * The shape results are saved in, and the step that brings older rows up to it. Pure: the
 * database side is db/upgrade-results.ts, which runs with the migrations.
 */
import { INSTRUMENTS, parseStoredResult, type AssessmentKind } from "./instruments";
import { asObject } from "./instruments/types";

/**
 * The shape of `assessment_submissions.result` a row holds (its `result_shape` column).
 * 1: as scored up to now, with display sentences among the fields (a prakriti `constitution`
 * label, a vikriti `dominant` label, ama `message`, guna `messages`, lifestyle `summary`).
 * 2: what the scorer computes only (codes, numbers, flags, bands), each kind's `stored` schema.
 * Separate from `scoring_version`, which says which rules scored the answers and never changes.
 */
export const RESULT_SHAPE = 2;

/** The part of a freshly scored result that is saved; a scorer that breaks its own shape throws. */
export function storedResult(kind: AssessmentKind, scored: unknown): unknown {
  return INSTRUMENTS[kind].stored.parse(scored);
}

/**
 * A saved result in the current shape: as it is when it already reads, else mapped from the
 * first shape. Null when neither reads (the row is then left as it was).
 */
export function upgradeResult(kind: AssessmentKind, result: unknown): unknown {
  const current = parseStoredResult(kind, result);
  if (current !== null) return current;
  const { fromFirstShape } = INSTRUMENTS[kind] as { fromFirstShape?: (old: Record<string, unknown>) => unknown };
  return fromFirstShape ? parseStoredResult(kind, fromFirstShape(asObject(result))) : null;
}
