/** The words of the why lines in a locale (issue 37); lib/suggestions/why.ts makes the sentences from them. */
import { WHY_WORDS as HINDI } from "@/content/hi/suggestion-why";
import { WHY_WORDS as ENGLISH } from "@/content/suggestion-why";
import type { Locale } from "@/lib/i18n/locales";
import type { WhyWords } from "@/lib/suggestions/why";

const WORDS: Readonly<Record<Locale, WhyWords>> = { en: ENGLISH, hi: HINDI };

export function whyWords(locale: Locale): WhyWords {
  return WORDS[locale];
}
