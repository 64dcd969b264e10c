/**
 * The registry of assessments: one instrument per kind, each in its own file. Lists, schemas,
 * routes and readings elsewhere derive from it; adding an assessment is one new file here, its
 * kind in ./kinds.ts, its entry in ./registry.ts and its content (see docs/adding-an-instrument.md).
 */
import { z } from "zod";
import { ASSESSMENT_KINDS, type AssessmentKind } from "./kinds";
import { INSTRUMENTS } from "./registry";
import type { RegisteredInstrument } from "./types";

export { ASSESSMENT_KINDS, type AssessmentKind } from "./kinds";
export type { RegisteredInstrument, ResultMeaning } from "./types";

export { INSTRUMENTS } from "./registry";

export type Instruments = typeof INSTRUMENTS;

/** Kinds whose result reads on the report as text (all but the body-type onboarding). */
export type ReadableKind = { [K in AssessmentKind]: Instruments[K]["reads"] extends null ? never : K }[AssessmentKind];

/** The kinds the report reads as text, in registry order (the body type shows as its own card). */
export const READABLE_KINDS: readonly ReadableKind[] = ASSESSMENT_KINDS.filter(
  (kind): kind is ReadableKind => (INSTRUMENTS[kind] as RegisteredInstrument<AssessmentKind>).reads !== null,
);

/**
 * The kinds Insights follows from their first result to the latest, in registry order: those
 * whose trend says how it moved (`trend.movement`).
 */
export const RETAKE_KINDS: readonly AssessmentKind[] = ASSESSMENT_KINDS.filter(
  (kind) => (INSTRUMENTS[kind] as RegisteredInstrument<AssessmentKind>).trend.movement !== undefined,
);

/** The validated answers of each kind. */
export type AssessmentAnswers = { [K in AssessmentKind]: z.output<Instruments[K]["answers"]> };

/** The saved result of each kind, as its instrument's `stored` schema types it. */
export type StoredResults = { [K in AssessmentKind]: z.output<Instruments[K]["stored"]> };

/**
 * The one place a stored result (a row's `result` column) is parsed: into its kind's typed form
 * by the instrument's `stored` schema, unknown keys dropped; null when it does not hold that
 * shape. Summaries, readings, trends, suggestions and the body type all read through it.
 */
export function parseStoredResult<K extends AssessmentKind>(kind: K, result: unknown): StoredResults[K] | null {
  const parsed = (INSTRUMENTS[kind].stored as z.ZodType).safeParse(result);
  return parsed.success ? (parsed.data as StoredResults[K]) : null;
}

/** Any kind name, checked against the registry. */
export const assessmentKindSchema = z.enum(ASSESSMENT_KINDS, { error: "Unknown questionnaire" });

/** True when `value` is a registered kind. */
export function isAssessmentKind(value: unknown): value is AssessmentKind {
  return assessmentKindSchema.safeParse(value).success;
}

/**
 * Scores validated answers with their instrument. The one place the kind's answer type is
 * joined to its scorer, so the cast lives here and nowhere else.
 */
export function scoreWith<K extends AssessmentKind>(kind: K, answers: AssessmentAnswers[K]): unknown {
  const score = INSTRUMENTS[kind].score as (a: AssessmentAnswers[K]) => unknown;
  return score(answers);
}
