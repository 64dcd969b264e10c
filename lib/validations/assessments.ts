import { z } from "zod";
import { PRAKRITI_NEEDS_A_PICK } from "@/lib/scoring/constants";
import { ASSESSMENT_KINDS, type AssessmentKind } from "@/db/schema/assessments";
import {
  getAmaSigns,
  getGad7Items,
  getLifestyleItems,
  getOnboardingQuestions,
  PRAKRITI_MAX_PICKS,
  PRAKRITI_ROW_COUNT,
  VIKRITI_ROW_COUNT,
} from "@/lib/content";

// What each questionnaire submits, checked against the content itself: an unknown question or
// option, a value off the scale or a wrong count is refused before anything is scored or saved.

export const assessmentKindSchema = z.enum(ASSESSMENT_KINDS, { error: "Unknown questionnaire" });

const onboardingAnswers = z
  .strictObject({
    answers: z.record(z.string().max(20), z.array(z.string().max(40)).max(10)),
  })
  .superRefine(({ answers }, ctx) => {
    const questions = getOnboardingQuestions();
    const known = new Set(questions.map((q) => q.id));
    for (const id of Object.keys(answers)) {
      if (!known.has(id)) ctx.addIssue({ code: "custom", path: ["answers", id], message: `Unknown question ${id}` });
    }
    for (const question of questions) {
      const picks = answers[question.id] ?? [];
      const options = new Set(question.options.map((o) => o.id));
      if (picks.length === 0) {
        ctx.addIssue({ code: "custom", path: ["answers", question.id], message: `Please answer ${question.id}` });
      } else if (new Set(picks).size !== picks.length || picks.some((p) => !options.has(p))) {
        ctx.addIssue({ code: "custom", path: ["answers", question.id], message: `Unknown or repeated option in ${question.id}` });
      } else if (question.type === "single" && picks.length !== 1) {
        ctx.addIssue({ code: "custom", path: ["answers", question.id], message: `Choose one option for ${question.id}` });
      } else if (picks.length > 1 && question.options.some((o) => o.exclusive && picks.includes(o.id))) {
        ctx.addIssue({ code: "custom", path: ["answers", question.id], message: `A "none" answer stands alone in ${question.id}` });
      }
    }
  });

const prakritiAnswers = z.strictObject({
  rows: z
    .array(
      z
        .array(z.enum(["v", "p", "k"]))
        .max(PRAKRITI_MAX_PICKS, `At most ${PRAKRITI_MAX_PICKS} choices a row`)
        .refine((row) => new Set(row).size === row.length, "A choice is repeated"),
    )
    .length(PRAKRITI_ROW_COUNT, `Expected ${PRAKRITI_ROW_COUNT} rows`)
    // No picks at all is no constitution (DECISIONS 24).
    .refine((rows) => rows.some((row) => row.length > 0), PRAKRITI_NEEDS_A_PICK),
});

const vikritiAnswers = z.strictObject({
  rows: z.array(z.enum(["Vata", "Pitta", "Kapha"]).nullable()).length(VIKRITI_ROW_COUNT, `Expected ${VIKRITI_ROW_COUNT} rows`),
});

/** Exactly one integer in [min, max] for every id of the content, and nothing else. */
function valuesFor(ids: () => readonly string[], min: number, max: number) {
  return z.strictObject({
    values: z.record(z.string().max(40), z.int().min(min).max(max)).superRefine((values, ctx) => {
      const expected = ids();
      const known = new Set(expected);
      for (const id of Object.keys(values)) {
        if (!known.has(id)) ctx.addIssue({ code: "custom", path: [id], message: `Unknown item ${id}` });
      }
      for (const id of expected) {
        if (!(id in values)) ctx.addIssue({ code: "custom", path: [id], message: `Please answer ${id}` });
      }
    }),
  });
}

const gunaSlider = z.int("Each slider is a whole number").min(0).max(10);

export const answerSchemas = {
  onboarding: onboardingAnswers,
  prakriti: prakritiAnswers,
  vikriti: vikritiAnswers,
  ama: valuesFor(() => getAmaSigns().map((s) => s.id), 0, 4),
  life: valuesFor(() => getLifestyleItems().map((i) => i.id), 0, 4),
  guna: z.strictObject({ sattva: gunaSlider, rajas: gunaSlider, tamas: gunaSlider }),
  gad7: valuesFor(() => getGad7Items().map((i) => i.id), 0, 3),
} satisfies Record<AssessmentKind, z.ZodType>;

export type AssessmentAnswers = { [K in AssessmentKind]: z.output<(typeof answerSchemas)[K]> };

export const submissionEnvelopeSchema = z.strictObject({
  kind: assessmentKindSchema,
  answers: z.unknown(),
});
