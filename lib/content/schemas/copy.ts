/** Schemas of the intro pages, the Nourish/Sound Sleep plans and the report meanings. */
import { z } from "zod";
import { ASSESSMENT_KINDS } from "@/lib/assessments/instruments/kinds";
import { doshaNameSchema } from "@/lib/scoring/dosha-schemas";
import { text } from "./common";

// ---------------------------------------------------------------------------------------------
// Intro pages
// ---------------------------------------------------------------------------------------------

/** Every assessment kind has an intro page, keyed by its kind. */
export const IntroTypeSchema = z.enum(ASSESSMENT_KINDS);
export type IntroType = z.infer<typeof IntroTypeSchema>;
export const INTRO_TYPES: readonly IntroType[] = IntroTypeSchema.options;
export const DEFAULT_INTRO_TYPE: IntroType = "onboarding";

const IntroCopySchema = z.strictObject({
  emoji: text,
  title: text,
  description: text,
  questionsPath: z.string().regex(/^\/questions\/[a-z0-9]+$/, "must look like /questions/{type}"),
});
export type IntroCopy = z.infer<typeof IntroCopySchema>;

export const IntrosSchema = z.record(IntroTypeSchema, IntroCopySchema).superRefine((intros, ctx) => {
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

const PlanSchema = z.strictObject({ title: text, items: z.array(text).min(5).max(6) });
export type Plan = z.infer<typeof PlanSchema>;

const PlansByDoshaSchema = z.strictObject({ V: PlanSchema, P: PlanSchema, K: PlanSchema });

export const PlansSchema = z.strictObject({ nourish: PlansByDoshaSchema, sleep: PlansByDoshaSchema });
export type Plans = z.infer<typeof PlansSchema>;

// ---------------------------------------------------------------------------------------------
// Report meanings
// ---------------------------------------------------------------------------------------------

const DoshaMeaningSchema = z.strictObject({
  name: doshaNameSchema,
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
  life: z.strictObject({
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
