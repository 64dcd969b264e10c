import { z } from "zod";
import { assessmentKindSchema, INSTRUMENTS, type AssessmentAnswers, type Instruments } from "@/lib/assessments/instruments";

// What each questionnaire submits is its instrument's answer schema (lib/assessments/instruments):
// an unknown question or option, a value off the scale or a wrong count is refused before
// anything is scored or saved.

export type { AssessmentAnswers };

/** Each kind's answer schema, from the registry. */
export const answerSchemas = Object.fromEntries(Object.values(INSTRUMENTS).map((instrument) => [instrument.kind, instrument.answers])) as {
  [K in keyof Instruments]: Instruments[K]["answers"];
};

export const submissionEnvelopeSchema = z.strictObject({
  kind: assessmentKindSchema,
  answers: z.unknown(),
});
