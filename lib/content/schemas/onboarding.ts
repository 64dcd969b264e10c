/** Schema of the onboarding questionnaire: 18 questions in 4 sections, weights of docs/decisions/0000-the-original-app.md §9. */
import { z } from "zod";
import { doshaSchema } from "@/lib/scoring/dosha-schemas";
import { addDuplicateIssues, text } from "./common";

// ---------------------------------------------------------------------------------------------
// Onboarding questionnaire (18 questions, 4 sections)
// ---------------------------------------------------------------------------------------------

const ONBOARDING_QUESTION_COUNT = 18;

const ONBOARDING_SECTION_TITLES = ["About You", "Your Body Structure", "Your Body Patterns", "Digestion & Sleep"] as const;

/** The weight every option of a question carries (docs/decisions/0000-the-original-app.md §9). */
const ONBOARDING_WEIGHTS: Readonly<Record<string, number>> = {
  q1: 1,
  q2: 1,
  q3: 5,
  q4: 5,
  q5: 7.5,
  q6: 7.5,
  q7: 5,
  q8: 2.5,
  q9: 5,
  q10: 5,
  q11: 5,
  q12: 2.5,
  q13: 2.5,
  q14: 2.5,
  q15: 1,
  q16: 1,
  q17: 1,
  q18: 1,
};

/** The one multi-choice (checkbox) question: digestive issues. */
const ONBOARDING_MULTI_QUESTION_ID = "q18";

const OnboardingSectionIdSchema = z.literal([1, 2, 3, 4]);
export type OnboardingSectionId = z.infer<typeof OnboardingSectionIdSchema>;

const OnboardingSectionSchema = z.strictObject({ id: OnboardingSectionIdSchema, title: text });
export type OnboardingSection = z.infer<typeof OnboardingSectionSchema>;

export const OnboardingSectionsSchema = z
  .array(OnboardingSectionSchema)
  .length(ONBOARDING_SECTION_TITLES.length)
  .superRefine((sections, ctx) => {
    sections.forEach((section, index) => {
      if (section.id !== index + 1) {
        ctx.addIssue({ code: "custom", message: `section ${index + 1} must have id ${index + 1}`, path: [index, "id"] });
      }
      const expected = ONBOARDING_SECTION_TITLES[index];
      if (expected !== undefined && section.title !== expected) {
        ctx.addIssue({ code: "custom", message: `section ${index + 1} must be titled "${expected}"`, path: [index, "title"] });
      }
    });
  });

const OnboardingOptionSchema = z.strictObject({
  id: text,
  label: text,
  dosha: doshaSchema,
  weight: z.number().positive(),
  /** A "none of these" answer of a multi-choice question: picking it clears the others, and back. */
  exclusive: z.literal(true).optional(),
});

const OnboardingQuestionSchema = z
  .strictObject({
    id: z.string().regex(/^q([1-9]|1[0-8])$/, "must be q1..q18"),
    section: OnboardingSectionIdSchema,
    type: z.enum(["single", "multi"]),
    text,
    helper: text.optional(),
    options: z.array(OnboardingOptionSchema).min(3).max(6),
  })
  .superRefine((question, ctx) => {
    addDuplicateIssues(
      question.options.map((o) => o.id),
      ctx,
      "option id",
    );
    for (const dosha of doshaSchema.options) {
      if (!question.options.some((o) => o.dosha === dosha)) {
        ctx.addIssue({ code: "custom", message: `${question.id} needs at least one "${dosha}" option`, path: ["options"] });
      }
    }
    if (question.type === "single" && question.options.length > 4) {
      ctx.addIssue({ code: "custom", message: `${question.id} is single choice and may have at most 4 options`, path: ["options"] });
    }
    const expected = ONBOARDING_WEIGHTS[question.id];
    question.options.forEach((option, index) => {
      if (expected !== undefined && option.weight !== expected) {
        ctx.addIssue({
          code: "custom",
          message: `${question.id} options must weigh ${expected} (found ${option.weight})`,
          path: ["options", index, "weight"],
        });
      }
    });
  });
export type OnboardingQuestion = z.infer<typeof OnboardingQuestionSchema>;

export const OnboardingQuestionsSchema = z
  .array(OnboardingQuestionSchema)
  .length(ONBOARDING_QUESTION_COUNT)
  .superRefine((questions, ctx) => {
    let previousSection = 0;
    questions.forEach((question, index) => {
      const expectedId = `q${index + 1}`;
      if (question.id !== expectedId) {
        ctx.addIssue({ code: "custom", message: `question ${index + 1} must have id ${expectedId}`, path: [index, "id"] });
      }
      const shouldBeMulti = question.id === ONBOARDING_MULTI_QUESTION_ID;
      if ((question.type === "multi") !== shouldBeMulti) {
        ctx.addIssue({
          code: "custom",
          message: shouldBeMulti ? `${question.id} must be multi choice` : `${question.id} must be single choice (only q18 is multi)`,
          path: [index, "type"],
        });
      }
      if (question.section < previousSection) {
        ctx.addIssue({ code: "custom", message: "questions must be ordered by section", path: [index, "section"] });
      }
      previousSection = question.section;
      const isDigestionAndSleep = index >= ONBOARDING_QUESTION_COUNT - 4;
      if (isDigestionAndSleep !== (question.section === 4)) {
        ctx.addIssue({
          code: "custom",
          message: "section 4 (Digestion & Sleep) must hold exactly q15..q18",
          path: [index, "section"],
        });
      }
    });
    for (const section of OnboardingSectionIdSchema.values) {
      if (!questions.some((q) => q.section === section)) {
        ctx.addIssue({ code: "custom", message: `section ${section} has no questions` });
      }
    }
  });
