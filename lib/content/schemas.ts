/**
 * Zod schemas for the app's static content (questionnaires, intros, plans, report meanings).
 * The counts, ids and weights here are the product spec's (sections 3, 5 and 9); the loaders in
 * `lib/content/index.ts` validate each content file against these once, on first use.
 */
import { z } from "zod";
// Rule numbers live with the scoring rules; the content is checked against the same ones.
import {
  GAD7_ITEM_COUNT as SCORING_GAD7_ITEM_COUNT,
  LIFESTYLE_MODERATE_MIN,
  LIFESTYLE_SEVERE_MIN,
  NOURISH_QUESTION_IDS,
  PRAKRITI_MAX_PICKS_PER_ROW,
  SOUND_SLEEP_QUESTION_ID,
} from "@/lib/scoring/constants";

// ---------------------------------------------------------------------------------------------
// Shared building blocks
// ---------------------------------------------------------------------------------------------

const text = z.string().trim().min(1, "must not be empty");

/** Answer codes used by the onboarding and Prakriti questionnaires. */
export const DoshaCodeSchema = z.enum(["v", "p", "k"]);
export type DoshaCode = z.infer<typeof DoshaCodeSchema>;

/** Upper-case dosha letters used by body-type codes and the Nourish / Sound Sleep plans. */
export const DoshaLetterSchema = z.enum(["V", "P", "K"]);
export type DoshaLetter = z.infer<typeof DoshaLetterSchema>;

export const DoshaNameSchema = z.enum(["Vata", "Pitta", "Kapha"]);
export type DoshaName = z.infer<typeof DoshaNameSchema>;

function addDuplicateIssues(ids: readonly string[], ctx: z.RefinementCtx, what: string, key = "id"): void {
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (seen.has(id)) ctx.addIssue({ code: "custom", message: `duplicate ${what} "${id}"`, path: [index, key] });
    seen.add(id);
  });
}

// ---------------------------------------------------------------------------------------------
// Onboarding questionnaire (18 questions, 4 sections)
// ---------------------------------------------------------------------------------------------

export const ONBOARDING_QUESTION_COUNT = 18;

export const ONBOARDING_SECTION_TITLES = [
  "About You",
  "Your Body Structure",
  "Your Body Patterns",
  "Digestion & Sleep",
] as const;

/** The weight every option of a question carries (spec section 9). */
export const ONBOARDING_WEIGHTS: Readonly<Record<string, number>> = {
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
export const ONBOARDING_MULTI_QUESTION_ID = "q18";
/** q16 (sleep) picks the Sound Sleep plan; q15, q17 and q18 pick the Nourish plan. */
export const ONBOARDING_SLEEP_QUESTION_ID = SOUND_SLEEP_QUESTION_ID;
export const ONBOARDING_NOURISH_QUESTION_IDS = NOURISH_QUESTION_IDS;

export const OnboardingSectionIdSchema = z.literal([1, 2, 3, 4]);
export type OnboardingSectionId = z.infer<typeof OnboardingSectionIdSchema>;

export const OnboardingSectionSchema = z.strictObject({ id: OnboardingSectionIdSchema, title: text });
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

export const OnboardingOptionSchema = z.strictObject({
  id: text,
  label: text,
  dosha: DoshaCodeSchema,
  weight: z.number().positive(),
});
export type OnboardingOption = z.infer<typeof OnboardingOptionSchema>;

export const OnboardingQuestionSchema = z
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
    for (const dosha of DoshaCodeSchema.options) {
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
export type OnboardingQuestionType = OnboardingQuestion["type"];

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

// ---------------------------------------------------------------------------------------------
// Prakriti short form (14 rows, options v, p, k in that order)
// ---------------------------------------------------------------------------------------------

export const PRAKRITI_ROW_COUNT = 14;
export const PRAKRITI_MAX_PICKS = PRAKRITI_MAX_PICKS_PER_ROW;

export const PrakritiOptionSchema = z.strictObject({ value: DoshaCodeSchema, label: text });
export type PrakritiOption = z.infer<typeof PrakritiOptionSchema>;

export const PrakritiRowSchema = z.strictObject({
  id: text,
  prompt: text,
  options: z.tuple([
    z.strictObject({ value: z.literal("v"), label: text }),
    z.strictObject({ value: z.literal("p"), label: text }),
    z.strictObject({ value: z.literal("k"), label: text }),
  ]),
});
export type PrakritiRow = z.infer<typeof PrakritiRowSchema>;

export const PrakritiRowsSchema = z
  .array(PrakritiRowSchema)
  .length(PRAKRITI_ROW_COUNT)
  .superRefine((rows, ctx) =>
    addDuplicateIssues(
      rows.map((r) => r.id),
      ctx,
      "row id",
    ),
  );

// ---------------------------------------------------------------------------------------------
// Vikriti (12 rows about the past 2-4 weeks)
// ---------------------------------------------------------------------------------------------

export const VIKRITI_ROW_COUNT = 12;

export const VikritiRowSchema = z.strictObject({
  id: text,
  prompt: text,
  options: z.strictObject({ Vata: text, Pitta: text, Kapha: text }),
});
export type VikritiRow = z.infer<typeof VikritiRowSchema>;

export const VikritiRowsSchema = z
  .array(VikritiRowSchema)
  .length(VIKRITI_ROW_COUNT)
  .superRefine((rows, ctx) =>
    addDuplicateIssues(
      rows.map((r) => r.id),
      ctx,
      "row id",
    ),
  );

// ---------------------------------------------------------------------------------------------
// Ama in the dhatus (17 signs across the seven dhatus)
// ---------------------------------------------------------------------------------------------

export const AMA_SIGN_COUNT = 17;
export const AMA_MIN_SIGNS_PER_DHATU = 2;

export const DhatuSchema = z.enum(["Rasa", "Rakta", "Mamsa", "Meda", "Asthi", "Majja", "Sukra/Artava"]);
export type Dhatu = z.infer<typeof DhatuSchema>;
export const DHATUS: readonly Dhatu[] = DhatuSchema.options;

export const AmaSignSchema = z.strictObject({ id: text, dhatu: DhatuSchema, text });
export type AmaSign = z.infer<typeof AmaSignSchema>;

export const AmaSignsSchema = z
  .array(AmaSignSchema)
  .length(AMA_SIGN_COUNT)
  .superRefine((signs, ctx) => {
    addDuplicateIssues(
      signs.map((s) => s.id),
      ctx,
      "sign id",
    );
    for (const dhatu of DHATUS) {
      const count = signs.filter((s) => s.dhatu === dhatu).length;
      if (count < AMA_MIN_SIGNS_PER_DHATU) {
        ctx.addIssue({ code: "custom", message: `${dhatu} needs at least ${AMA_MIN_SIGNS_PER_DHATU} signs (has ${count})` });
      }
    }
  });

// ---------------------------------------------------------------------------------------------
// Lifestyle targets (14 items, weights [Vata, Pitta, Kapha])
// ---------------------------------------------------------------------------------------------

export const LIFESTYLE_ITEM_COUNT = 14;
/** The lowest score of the Severe band; every dosha must be able to reach it. */
export const LIFESTYLE_SEVERE_FROM = LIFESTYLE_SEVERE_MIN;
export const LIFESTYLE_MODERATE_FROM = LIFESTYLE_MODERATE_MIN;

const weight = z.number().nonnegative().finite();

export const LifestyleItemSchema = z.strictObject({
  id: text,
  domain: text,
  text,
  weights: z.tuple([weight, weight, weight]),
});
export type LifestyleItem = z.infer<typeof LifestyleItemSchema>;

export const LifestyleItemsSchema = z
  .array(LifestyleItemSchema)
  .length(LIFESTYLE_ITEM_COUNT)
  .superRefine((items, ctx) => {
    addDuplicateIssues(
      items.map((i) => i.id),
      ctx,
      "item id",
    );
    DoshaNameSchema.options.forEach((dosha, index) => {
      const max = items.reduce((sum, item) => sum + (item.weights[index] ?? 0), 0);
      if (max < LIFESTYLE_SEVERE_FROM) {
        ctx.addIssue({
          code: "custom",
          message: `${dosha} weights add up to ${max}; they must reach ${LIFESTYLE_SEVERE_FROM} so every band is reachable`,
        });
      }
    });
  });

// ---------------------------------------------------------------------------------------------
// Guna sliders (sattva, rajas, tamas)
// ---------------------------------------------------------------------------------------------

export const GunaIdSchema = z.enum(["sattva", "rajas", "tamas"]);
export type GunaId = z.infer<typeof GunaIdSchema>;

export const GunaSliderSchema = z.strictObject({ id: GunaIdSchema, label: text, prompt: text });
export type GunaSlider = z.infer<typeof GunaSliderSchema>;

export const GunaSlidersSchema = z
  .array(GunaSliderSchema)
  .length(GunaIdSchema.options.length)
  .superRefine((sliders, ctx) => {
    sliders.forEach((slider, index) => {
      const expected = GunaIdSchema.options[index];
      if (slider.id !== expected) {
        ctx.addIssue({ code: "custom", message: `slider ${index + 1} must be ${expected}`, path: [index, "id"] });
      }
    });
  });

// ---------------------------------------------------------------------------------------------
// GAD-7 (the seven standard items)
// ---------------------------------------------------------------------------------------------

export const GAD7_ITEM_COUNT = SCORING_GAD7_ITEM_COUNT;

export const Gad7ItemSchema = z.strictObject({ id: text, text });
export type Gad7Item = z.infer<typeof Gad7ItemSchema>;

export const Gad7ItemsSchema = z
  .array(Gad7ItemSchema)
  .length(GAD7_ITEM_COUNT)
  .superRefine((items, ctx) =>
    addDuplicateIssues(
      items.map((i) => i.id),
      ctx,
      "item id",
    ),
  );

// ---------------------------------------------------------------------------------------------
// Scales (labelled slider stops)
// ---------------------------------------------------------------------------------------------

export const ScaleStopSchema = z.strictObject({ value: z.int().nonnegative(), label: text });
export type ScaleStop = z.infer<typeof ScaleStopSchema>;

export const LifestyleScaleStopSchema = z.strictObject({
  value: z.int().nonnegative(),
  label: text,
  multiplier: z.number().min(0).max(1),
});
export type LifestyleScaleStop = z.infer<typeof LifestyleScaleStopSchema>;

/** A 0-10 slider: its range, step and starting value. */
export type SliderRange = { min: number; max: number; step: number; defaultValue: number };

// ---------------------------------------------------------------------------------------------
// Intro pages
// ---------------------------------------------------------------------------------------------

export const IntroTypeSchema = z.enum(["onboarding", "prakriti", "vikriti", "ama", "guna", "gad7", "life"]);
export type IntroType = z.infer<typeof IntroTypeSchema>;
export const INTRO_TYPES: readonly IntroType[] = IntroTypeSchema.options;
export const DEFAULT_INTRO_TYPE: IntroType = "onboarding";

export const IntroCopySchema = z.strictObject({
  emoji: text,
  title: text,
  description: text,
  questionsPath: z.string().regex(/^\/questions\/[a-z0-9]+$/, "must look like /questions/{type}"),
});
export type IntroCopy = z.infer<typeof IntroCopySchema>;

export const IntrosSchema = z
  .record(IntroTypeSchema, IntroCopySchema)
  .superRefine((intros, ctx) => {
    for (const type of INTRO_TYPES) {
      const intro = intros[type];
      if (intro && intro.questionsPath !== `/questions/${type}`) {
        ctx.addIssue({ code: "custom", message: `must be /questions/${type}`, path: [type, "questionsPath"] });
      }
    }
  });

// ---------------------------------------------------------------------------------------------
// Nourish Plan and Sound Sleep
// ---------------------------------------------------------------------------------------------

export const PlanSchema = z.strictObject({ title: text, items: z.array(text).min(5).max(6) });
export type Plan = z.infer<typeof PlanSchema>;

export const PlansByDoshaSchema = z.strictObject({ V: PlanSchema, P: PlanSchema, K: PlanSchema });
export type PlansByDosha = z.infer<typeof PlansByDoshaSchema>;

export const PlansSchema = z.strictObject({ nourish: PlansByDoshaSchema, sleep: PlansByDoshaSchema });
export type Plans = z.infer<typeof PlansSchema>;

// ---------------------------------------------------------------------------------------------
// Report meanings
// ---------------------------------------------------------------------------------------------

export const BandSchema = z.enum(["Low", "Moderate", "High"]);
export type GunaBand = z.infer<typeof BandSchema>;

export const AmaLevelSchema = z.enum(["Low", "Moderate", "High"]);
export type AmaLevel = z.infer<typeof AmaLevelSchema>;

export const Gad7SeveritySchema = z.enum(["minimal", "mild", "moderate", "severe"]);
export type Gad7Severity = z.infer<typeof Gad7SeveritySchema>;

export const LifestyleBandSchema = z.enum(["Minor", "Moderate", "Severe"]);
export type LifestyleBand = z.infer<typeof LifestyleBandSchema>;

const DoshaMeaningSchema = z.strictObject({
  name: DoshaNameSchema,
  elements: text,
  qualities: text,
  description: text,
  /** Completes "…a nature that tends to be": a short phrase used to build sentences. */
  tendency: text,
});
export type DoshaMeaning = z.infer<typeof DoshaMeaningSchema>;

const GunaBandMeaningsSchema = z.strictObject({ Low: text, Moderate: text, High: text });

export const ReportMeaningsSchema = z.strictObject({
  doshas: z.strictObject({ V: DoshaMeaningSchema, P: DoshaMeaningSchema, K: DoshaMeaningSchema }),
  bodyTypeCodes: z.strictObject({ single: text, dual: text, tri: text }),
  prakriti: z.strictObject({ intro: text, triDoshic: text }),
  vikriti: z.strictObject({ intro: text, minor: text, dominant: text }),
  ama: z.strictObject({
    intro: text,
    levels: z.strictObject({ Low: text, Moderate: text, High: text }),
    noSigns: text,
    systemic: text,
    guidance: text,
  }),
  guna: z.strictObject({
    intro: text,
    sattva: GunaBandMeaningsSchema,
    rajas: GunaBandMeaningsSchema,
    tamas: GunaBandMeaningsSchema,
    followUp: text,
  }),
  gad7: z.strictObject({
    intro: text,
    severities: z.strictObject({
      minimal: z.strictObject({ label: text, text, suggestProfessional: z.literal(false) }),
      mild: z.strictObject({ label: text, text, suggestProfessional: z.literal(false) }),
      moderate: z.strictObject({ label: text, text, suggestProfessional: z.literal(true) }),
      severe: z.strictObject({ label: text, text, suggestProfessional: z.literal(true) }),
    }),
  }),
  /** Where to find urgent help: shown with every GAD-7 result, whatever the score. */
  gad7Help: z.array(text).min(2),
  lifestyle: z.strictObject({
    intro: text,
    bands: z.strictObject({
      Minor: z.strictObject({ displayLabel: text, text }),
      Moderate: z.strictObject({ displayLabel: text, text }),
      Severe: z.strictObject({ displayLabel: text, text }),
    }),
  }),
  notMedicalAdvice: text,
});
export type ReportMeanings = z.infer<typeof ReportMeaningsSchema>;
