/** Patterns and pending comparisons as sentences (content/insights.ts holds the words). Pure. */
import { INSIGHTS_COPY, MEASURE_WORDS, PRACTICE_PHRASES, WEEKLY_COPY } from "@/content/insights";
import { ELEMENT_INFO } from "@/lib/mood/elements";
import type { MoodElementName } from "@/lib/mood/element-names";
import type { PracticeKey } from "./day-record";
import type { Pattern, Pending } from "./patterns";

/** Habit names by slug, for `habit:<slug>` practices. */
export type HabitNames = ReadonlyMap<string, string>;

type PracticeWords = { name: string; phrase: string; invitation: string; href: string };

/** The name, sentence phrase, invitation and link of a practice. */
export function practiceWords(practice: PracticeKey, habits: HabitNames): PracticeWords {
  if (practice === "journal" || practice === "skill") return PRACTICE_PHRASES[practice];
  if (practice.startsWith("element:")) {
    const label = ELEMENT_INFO[practice.slice("element:".length) as MoodElementName]?.label ?? "an element";
    const e = PRACTICE_PHRASES.element;
    return { name: e.name(label), phrase: e.phrase(label), invitation: e.invitation(label), href: e.href };
  }
  const slug = practice.slice("habit:".length);
  const name = habits.get(slug) ?? "this habit";
  const h = PRACTICE_PHRASES.habit;
  return { name: h.name(name), phrase: h.phrase(name), invitation: h.invitation(name), href: `/habit/${slug}` };
}

/** One decimal, as the figures are shown. */
export const figure = (value: number) => (Math.round(value * 10) / 10).toFixed(1);
const count = (n: number, unit: "day" | "morning") => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** "On days you wrote in your journal, your calm was a little higher (4.1 over 9 days) than on other days (3.5 over 20 days)." */
export function patternSentence(p: Pattern, habits: HabitNames): string {
  const { phrase } = practiceWords(p.practice, habits);
  const measure = MEASURE_WORDS[p.measure];
  const unit = p.timing === "day" ? "day" : "morning";
  const opening = p.timing === "day" ? `On days you ${phrase}` : `On mornings after evenings you ${phrase}`;
  const others = p.timing === "day" ? "on other days" : "after other evenings";
  const withText = `${figure(p.with.mean)} over ${count(p.with.days, unit)}`;
  const withoutText = `${figure(p.without.mean)} over ${count(p.without.days, unit)}`;
  if (p.size === "about the same") return `${opening}, your ${measure} was about the same as ${others} (${withText}, against ${withoutText}).`;
  const direction = p.difference > 0 ? "higher" : "lower";
  return `${opening}, your ${measure} was ${p.size} ${direction} (${withText}) than ${others} (${withoutText}).`;
}

/** "Journal: 4 more days with it and 2 more without, each with a mood check." */
export function pendingSentence(p: Pending, habits: HabitNames): string {
  const { name } = practiceWords(p.practice, habits);
  const unit = p.timing === "day" ? "day" : "morning";
  const more = (n: number) => `${n} more ${unit}${n === 1 ? "" : "s"}`;
  const needed =
    p.moreWith && p.moreWithout
      ? `${more(p.moreWith)} with it and ${p.moreWithout} more without`
      : p.moreWith
        ? `${more(p.moreWith)} with it`
        : `${more(p.moreWithout)} without it`;
  const has = `${count(p.withDays, unit)} with, ${count(p.withoutDays, unit)} without so far`;
  return `${name}: ${needed} (${has}).`;
}

/**
 * A language's words for the Insights view and the weekly summary: its copy, and its sentences
 * (English here; content/hi/insights-sentences.ts builds Hindi's own, whose order differs).
 */
export type InsightsWords = {
  copy: { readonly [K in keyof typeof INSIGHTS_COPY]: (typeof INSIGHTS_COPY)[K] extends string ? string : (measure: string) => string };
  weekly: {
    readonly [K in keyof typeof WEEKLY_COPY]: (typeof WEEKLY_COPY)[K] extends (...args: infer A) => infer R
      ? (...args: A) => R extends string ? string : R
      : string;
  };
  measures: Readonly<Record<keyof typeof MEASURE_WORDS, string>>;
  elementLabel: (element: MoodElementName) => string;
  practiceWords: typeof practiceWords;
  patternSentence: typeof patternSentence;
  pendingSentence: typeof pendingSentence;
};

export const INSIGHTS_WORDS: InsightsWords = {
  copy: INSIGHTS_COPY,
  weekly: WEEKLY_COPY,
  measures: MEASURE_WORDS,
  elementLabel: (element) => ELEMENT_INFO[element].label,
  practiceWords,
  patternSentence,
  pendingSentence,
};
