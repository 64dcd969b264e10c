/**
 * Each questionnaire as one plain form: the questions in the order the step-by-step flow asks
 * them, with the content's own words, and where each answer goes in the instrument's `answers`
 * (its `path`). The page draws the form from its plan before JavaScript has loaded, and
 * ./form-answers.ts reads a posted form back through the same plan, so the one answer shape the
 * registry validates is built in one place (docs/decisions/0040-one-way-to-write-a-form.md).
 */
import { questionnaireContent, questionnaireTagLabel } from "@/content/questionnaires/by-locale";
import { PRAKRITI_MAX_PICKS } from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";
import { DOSHA_NAME_LIST } from "@/lib/scoring/doshas";
import type { AssessmentKind } from "./instruments/kinds";

export type PlainOption = { value: string; label: string };

export type PlainQuestion = {
  /** Where the answer goes in the instrument's answers (["rows", 3]); joined by dots it is the field's name. */
  path: readonly (string | number)[];
  legend: string;
  /** A small label above the question: its section, tissue or area of life. */
  tag?: string;
  /** A sentence under the question. */
  hint?: string;
  /** "one": radios; "many": a checkbox for each option, kept as a list. */
  choose: "one" | "many";
  /** How a single answer is kept: as sent, as a whole number, or as a list of one (a single onboarding pick). */
  store: "text" | "int" | "list";
  options: readonly PlainOption[];
  /** The option checked when the form is first drawn: where the step-by-step slider starts. */
  start?: string;
  /** The option that means "none of these": it and no answer are both kept as null. */
  none?: string;
  /** Options as large cards in a column, or as stops along a scale. */
  look: "cards" | "scale";
};

export type FormPlan = {
  kind: AssessmentKind;
  /** The line above all the questions (the prompt or stem the flow shows on each step). */
  lead?: string;
  questions: readonly PlainQuestion[];
  /** Where a saved result is shown before the chain goes on (GAD-7's result with its help lines). */
  resultPath?: string;
};

/**
 * What a plan says in its own words (the hints it adds to the content's), in the page's language
 * (./plan-words.ts). A plan read only to take a posted form apart needs none and has no hints.
 */
export type PlanWords = {
  locale: Locale;
  chooseUpTo: (limit: number) => string;
  scaleEnds: (ends: { min: number; low: string; max: number; high: string }) => string;
};

const stops = (scale: readonly { value: number; label: string }[]): PlainOption[] => scale.map((s) => ({ value: String(s.value), label: s.label }));

const scaleQuestion = (path: PlainQuestion["path"], legend: string, options: PlainOption[], extra: Partial<PlainQuestion> = {}): PlainQuestion => ({
  path,
  legend,
  choose: "one",
  store: "int",
  options,
  look: "scale",
  ...extra,
});

function onboardingPlan({ locale }: Partial<PlanWords>): FormPlan {
  const { ONBOARDING_QUESTIONS, ONBOARDING_SECTIONS } = questionnaireContent("onboarding", locale ?? "en");
  const sections = new Map(ONBOARDING_SECTIONS.map((s) => [s.id, s.title]));
  return {
    kind: "onboarding",
    questions: ONBOARDING_QUESTIONS.map((q) => ({
      path: ["answers", q.id],
      legend: q.text,
      tag: sections.get(q.section),
      ...(q.helper ? { hint: q.helper } : {}),
      choose: q.type === "multi" ? "many" : "one",
      store: "list",
      options: q.options.map((o) => ({ value: o.id, label: o.label })),
      look: "cards",
    })),
  };
}

function prakritiPlan({ locale, chooseUpTo }: Partial<PlanWords>): FormPlan {
  const { PRAKRITI_PROMPT, PRAKRITI_ROWS } = questionnaireContent("prakriti", locale ?? "en");
  const hint = chooseUpTo?.(PRAKRITI_MAX_PICKS);
  return {
    kind: "prakriti",
    lead: PRAKRITI_PROMPT,
    questions: PRAKRITI_ROWS.map((row, i) => ({
      path: ["rows", i],
      legend: row.prompt,
      ...(hint ? { hint } : {}),
      choose: "many",
      store: "list",
      options: row.options.map((o) => ({ value: o.value, label: o.label })),
      look: "cards",
    })),
  };
}

function vikritiPlan({ locale }: Partial<PlanWords>): FormPlan {
  const { VIKRITI_PROMPT, VIKRITI_ROWS, VIKRITI_NONE_LABEL } = questionnaireContent("vikriti", locale ?? "en");
  return {
    kind: "vikriti",
    lead: VIKRITI_PROMPT,
    questions: VIKRITI_ROWS.map((row, i) => ({
      path: ["rows", i],
      legend: row.prompt,
      choose: "one",
      store: "text",
      options: [...DOSHA_NAME_LIST.map((dosha) => ({ value: dosha, label: row.options[dosha] })), { value: "none", label: VIKRITI_NONE_LABEL }],
      none: "none",
      look: "cards",
    })),
  };
}

/** Ama and lifestyle start at the lowest stop, as their sliders do. */
function startLow(kind: "ama" | "life", lead: string | undefined, items: { id: string; legend: string; tag: string }[], scale: PlainOption[]): FormPlan {
  const questions = items.map((item) => scaleQuestion(["values", item.id], item.legend, scale, { tag: item.tag, start: scale[0]?.value }));
  return { kind, ...(lead ? { lead } : {}), questions };
}

function gunaPlan({ locale, scaleEnds }: Partial<PlanWords>): FormPlan {
  const { GUNA_PROMPT, GUNA_RANGE, GUNA_SCALE, GUNA_SLIDERS } = questionnaireContent("guna", locale ?? "en");
  const { min, max, defaultValue } = GUNA_RANGE;
  const numbers = Array.from({ length: max - min + 1 }, (_, i) => ({ value: String(min + i), label: String(min + i) }));
  const ends = scaleEnds?.({ min, low: GUNA_SCALE[0] ?? "", max, high: GUNA_SCALE[GUNA_SCALE.length - 1] ?? "" });
  return {
    kind: "guna",
    lead: GUNA_PROMPT,
    questions: GUNA_SLIDERS.map((s) => scaleQuestion([s.id], s.label, numbers, { hint: ends ? `${s.prompt} ${ends}` : s.prompt, start: String(defaultValue) })),
  };
}

function gad7Plan({ locale }: Partial<PlanWords>): FormPlan {
  const { GAD7_ANSWERS, GAD7_ITEMS, GAD7_STEM } = questionnaireContent("gad7", locale ?? "en");
  const answers = stops(GAD7_ANSWERS);
  // No answer is chosen beforehand (docs/decisions/0008-gad7-validated-and-help-always-shown.md).
  return {
    kind: "gad7",
    lead: GAD7_STEM,
    questions: GAD7_ITEMS.map((item) => scaleQuestion(["values", item.id], item.text, answers)),
    resultPath: "/questions/gad7/result",
  };
}

function amaPlan({ locale = "en" }: Partial<PlanWords>): FormPlan {
  const { AMA_PROMPT, AMA_SCALE, AMA_SIGNS } = questionnaireContent("ama", locale);
  const items = AMA_SIGNS.map((s) => ({ id: s.id, legend: s.text, tag: questionnaireTagLabel(s.dhatu, locale) }));
  return startLow("ama", AMA_PROMPT, items, stops(AMA_SCALE));
}

function lifePlan({ locale = "en" }: Partial<PlanWords>): FormPlan {
  const { LIFESTYLE_ITEMS, LIFESTYLE_SCALE, LIFESTYLE_STEM } = questionnaireContent("lifestyle", locale);
  // Each question starts with the stem, as the flow's headings do.
  const items = LIFESTYLE_ITEMS.map((item) => ({ id: item.id, legend: `${LIFESTYLE_STEM} ${item.text}`, tag: questionnaireTagLabel(item.domain, locale) }));
  return startLow("life", undefined, items, stops(LIFESTYLE_SCALE));
}

const PLANS: { [K in AssessmentKind]: (words: Partial<PlanWords>) => FormPlan } = {
  onboarding: onboardingPlan,
  prakriti: prakritiPlan,
  vikriti: vikritiPlan,
  ama: amaPlan,
  guna: gunaPlan,
  gad7: gad7Plan,
  life: lifePlan,
};

/** The plain form of one questionnaire, in the words of `words.locale` (English without them). */
export function formPlan(kind: AssessmentKind, words: Partial<PlanWords> = {}): FormPlan {
  return PLANS[kind](words);
}
