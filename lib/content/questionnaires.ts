/**
 * Loaders for the questionnaire content. Each validates its content file once (see ./load.ts).
 */
import { AMA_PROMPT, AMA_SCALE as AMA_SCALE_CONTENT, AMA_SIGNS } from "@/content/questionnaires/ama";
import { GAD7_ANSWERS as GAD7_ANSWERS_CONTENT, GAD7_ITEMS, GAD7_STEM } from "@/content/questionnaires/gad7";
import {
  GUNA_PROMPT,
  GUNA_RANGE as GUNA_RANGE_CONTENT,
  GUNA_SCALE as GUNA_SCALE_CONTENT,
  GUNA_SLIDERS,
} from "@/content/questionnaires/guna";
import { LIFESTYLE_ITEMS, LIFESTYLE_SCALE as LIFESTYLE_SCALE_CONTENT, LIFESTYLE_STEM } from "@/content/questionnaires/lifestyle";
import { ONBOARDING_QUESTIONS, ONBOARDING_SECTIONS } from "@/content/questionnaires/onboarding";
import { PRAKRITI_PROMPT, PRAKRITI_ROWS } from "@/content/questionnaires/prakriti";
import { VIKRITI_NONE_LABEL, VIKRITI_PROMPT, VIKRITI_ROWS } from "@/content/questionnaires/vikriti";

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

const loadOnboardingQuestions = createContentLoader(
  "content/questionnaires/onboarding.ts (ONBOARDING_QUESTIONS)",
  OnboardingQuestionsSchema,
  ONBOARDING_QUESTIONS,
);
const loadOnboardingSections = createContentLoader(
  "content/questionnaires/onboarding.ts (ONBOARDING_SECTIONS)",
  OnboardingSectionsSchema,
  ONBOARDING_SECTIONS,
);
const loadPrakritiRows = createContentLoader("content/questionnaires/prakriti.ts", PrakritiRowsSchema, PRAKRITI_ROWS);
const loadVikritiRows = createContentLoader("content/questionnaires/vikriti.ts", VikritiRowsSchema, VIKRITI_ROWS);
const loadAmaSigns = createContentLoader("content/questionnaires/ama.ts", AmaSignsSchema, AMA_SIGNS);
const loadLifestyleItems = createContentLoader(
  "content/questionnaires/lifestyle.ts",
  LifestyleItemsSchema,
  LIFESTYLE_ITEMS,
);
const loadGunaSliders = createContentLoader("content/questionnaires/guna.ts", GunaSlidersSchema, GUNA_SLIDERS);
const loadGad7Items = createContentLoader("content/questionnaires/gad7.ts", Gad7ItemsSchema, GAD7_ITEMS);

/** The 18 onboarding questions q1..q18, in order. */
export function getOnboardingQuestions(): readonly OnboardingQuestion[] {
  return loadOnboardingQuestions();
}

/** The 4 onboarding sections `{ id: 1..4, title }`, in order. */
export function getOnboardingSections(): readonly OnboardingSection[] {
  return loadOnboardingSections();
}

/** The onboarding questions of one section, in order. */
export function getOnboardingQuestionsInSection(section: OnboardingSectionId): readonly OnboardingQuestion[] {
  return getOnboardingQuestions().filter((q) => q.section === section);
}

/** The 14 Prakriti rows; options always v, p, k. */
export function getPrakritiRows(): readonly PrakritiRow[] {
  return loadPrakritiRows();
}

/** The 12 Vikriti rows (past 2-4 weeks). */
export function getVikritiRows(): readonly VikritiRow[] {
  return loadVikritiRows();
}

/** The 17 ama signs across the seven dhatus. */
export function getAmaSigns(): readonly AmaSign[] {
  return loadAmaSigns();
}

/** The 14 lifestyle items with their [Vata, Pitta, Kapha] weights. */
export function getLifestyleItems(): readonly LifestyleItem[] {
  return loadLifestyleItems();
}

/** The 3 guna sliders: sattva, rajas, tamas. */
export function getGunaSliders(): readonly GunaSlider[] {
  return loadGunaSliders();
}

/** The 7 standard GAD-7 items. */
export function getGad7Items(): readonly Gad7Item[] {
  return loadGad7Items();
}

// Prompts and scales (labelled slider stops), exactly as the spec gives them.
export { AMA_PROMPT, GAD7_STEM, GUNA_PROMPT, LIFESTYLE_STEM, PRAKRITI_PROMPT, VIKRITI_NONE_LABEL, VIKRITI_PROMPT };

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
