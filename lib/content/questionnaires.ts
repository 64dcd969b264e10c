/**
 * Loaders for the questionnaire content. Each validates its content file once (see ./load.ts).
 */
import { AMA_PROMPT, AMA_SCALE as AMA_SCALE_CONTENT, AMA_SIGNS } from "@/content/questionnaires/ama";
import { GAD7_ANSWERS as GAD7_ANSWERS_CONTENT, GAD7_ITEMS, GAD7_STEM } from "@/content/questionnaires/gad7";
import { GUNA_RANGE as GUNA_RANGE_CONTENT, GUNA_SCALE as GUNA_SCALE_CONTENT, GUNA_SLIDERS } from "@/content/questionnaires/guna";
import { LIFESTYLE_ITEMS, LIFESTYLE_SCALE as LIFESTYLE_SCALE_CONTENT, LIFESTYLE_STEM } from "@/content/questionnaires/lifestyle";
import { ONBOARDING_QUESTIONS, ONBOARDING_SECTIONS } from "@/content/questionnaires/onboarding";
import { PRAKRITI_ROWS } from "@/content/questionnaires/prakriti";
import { VIKRITI_ROWS } from "@/content/questionnaires/vikriti";

import { createContentLoader } from "./load";
import {
  AmaSignsSchema,
  Gad7ItemsSchema,
  GunaSlidersSchema,
  LifestyleItemsSchema,
  OnboardingQuestionsSchema,
  OnboardingSectionsSchema,
  PrakritiRowsSchema,
  VikritiRowsSchema,
  type AmaSign,
  type Gad7Item,
  type GunaSlider,
  type LifestyleItem,
  type LifestyleScaleStop,
  type OnboardingQuestion,
  type OnboardingSection,
  type OnboardingSectionId,
  type PrakritiRow,
  type ScaleStop,
  type SliderRange,
  type VikritiRow,
} from "./schemas";

/** The 18 onboarding questions q1..q18, in order. */
export const getOnboardingQuestions: () => readonly OnboardingQuestion[] = createContentLoader(
  "content/questionnaires/onboarding.ts (ONBOARDING_QUESTIONS)",
  OnboardingQuestionsSchema,
  ONBOARDING_QUESTIONS,
);
/** The 4 onboarding sections `{ id: 1..4, title }`, in order. */
export const getOnboardingSections: () => readonly OnboardingSection[] = createContentLoader(
  "content/questionnaires/onboarding.ts (ONBOARDING_SECTIONS)",
  OnboardingSectionsSchema,
  ONBOARDING_SECTIONS,
);
/** The 14 Prakriti rows; options always v, p, k. */
export const getPrakritiRows: () => readonly PrakritiRow[] = createContentLoader("content/questionnaires/prakriti.ts", PrakritiRowsSchema, PRAKRITI_ROWS);
/** The 12 Vikriti rows (past 2-4 weeks). */
export const getVikritiRows: () => readonly VikritiRow[] = createContentLoader("content/questionnaires/vikriti.ts", VikritiRowsSchema, VIKRITI_ROWS);
/** The 17 ama signs across the seven dhatus. */
export const getAmaSigns: () => readonly AmaSign[] = createContentLoader("content/questionnaires/ama.ts", AmaSignsSchema, AMA_SIGNS);
/** The 14 lifestyle items with their [Vata, Pitta, Kapha] weights. */
export const getLifestyleItems: () => readonly LifestyleItem[] = createContentLoader(
  "content/questionnaires/lifestyle.ts",
  LifestyleItemsSchema,
  LIFESTYLE_ITEMS,
);
/** The 3 guna sliders: sattva, rajas, tamas. */
export const getGunaSliders: () => readonly GunaSlider[] = createContentLoader("content/questionnaires/guna.ts", GunaSlidersSchema, GUNA_SLIDERS);
/** The 7 standard GAD-7 items. */
export const getGad7Items: () => readonly Gad7Item[] = createContentLoader("content/questionnaires/gad7.ts", Gad7ItemsSchema, GAD7_ITEMS);

/** The onboarding questions of one section, in order. */
export function getOnboardingQuestionsInSection(section: OnboardingSectionId): readonly OnboardingQuestion[] {
  return getOnboardingQuestions().filter((q) => q.section === section);
}

// Prompts and scales (labelled slider stops), exactly as the original app had them (docs/decisions/0000-the-original-app.md §2).
export { AMA_PROMPT, GAD7_STEM, LIFESTYLE_STEM };

function freezeStops<T extends object>(stops: readonly T[]): readonly Readonly<T>[] {
  return Object.freeze(stops.map((stop) => Object.freeze({ ...stop })));
}

/** Ama slider 0-4: No, Mild, Moderate, Marked, Severe. */
export const AMA_SCALE: readonly Readonly<ScaleStop>[] = freezeStops(AMA_SCALE_CONTENT);
/** Lifestyle slider 0-4: Never … Always, with multipliers 0, .25, .5, .75, 1. */
export const LIFESTYLE_SCALE: readonly Readonly<LifestyleScaleStop>[] = freezeStops(LIFESTYLE_SCALE_CONTENT);
/** GAD-7 answers 0-3: Not at all, Several days, More than half the days, Nearly every day. */
export const GAD7_ANSWERS: readonly Readonly<ScaleStop>[] = freezeStops(GAD7_ANSWERS_CONTENT);
/** Labels spread evenly along each 0-10 guna slider: Never … Always. */
export const GUNA_SCALE: readonly string[] = Object.freeze([...GUNA_SCALE_CONTENT]);
/** Guna slider range 0-10, step 1, starting at 5. */
export const GUNA_RANGE: Readonly<SliderRange> = Object.freeze({ ...GUNA_RANGE_CONTENT });
