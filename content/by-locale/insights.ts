/** The Insights view's and the weekly summary's words in a locale (issue 37). */
import { INSIGHTS_COPY, MEASURE_WORDS, WEEKLY_COPY } from "@/content/hi/insights";
import { patternSentence, pendingSentence, practiceWords } from "@/content/hi/insights-sentences";
import { ELEMENT_INFO } from "@/content/hi/mood-elements";
import type { Locale } from "@/lib/i18n/locales";
import { INSIGHTS_WORDS, type InsightsWords } from "@/lib/insights/words";

const HINDI: InsightsWords = {
  copy: INSIGHTS_COPY,
  weekly: WEEKLY_COPY,
  measures: MEASURE_WORDS,
  elementLabel: (element) => ELEMENT_INFO[element].label,
  practiceWords,
  patternSentence,
  pendingSentence,
};

const WORDS: Readonly<Record<Locale, InsightsWords>> = { en: INSIGHTS_WORDS, hi: HINDI };

export function insightsWords(locale: Locale): InsightsWords {
  return WORDS[locale];
}
