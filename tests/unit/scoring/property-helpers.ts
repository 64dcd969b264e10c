/** Shared steps of the scorer property tests: answers go through the schema, then the scorer. */
import { expect } from "vitest";
import type { AssessmentKind } from "@/lib/assessments/instruments/kinds";
import { scoreSubmission } from "@/lib/assessments/score";
import { answerSchemas, type AssessmentAnswers } from "@/lib/validations/assessments";

/** Parses like the server does (a valid payload must pass) and scores the parsed answers. */
export function parseAndScore<K extends AssessmentKind>(kind: K, payload: unknown) {
  const parsed = answerSchemas[kind].safeParse(payload);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return scoreSubmission(kind, parsed.data as AssessmentAnswers[K]);
}

/** The schema refuses the payload. */
export function expectRefused(kind: AssessmentKind, payload: unknown) {
  expect(answerSchemas[kind].safeParse(payload).success, JSON.stringify(payload)).toBe(false);
}

export const RUNS = { numRuns: 300 };
