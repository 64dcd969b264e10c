/**
 * The daily practice's content in a locale (issue 37): the mood elements, the mood sliders, the
 * short practices, what the companion says after a check, and the day's quote. Small enough to hand
 * to the dashboard's client components whole (components/daily/daily-content.tsx).
 */
import { MOOD_SLIDER_WORDS, slidersIn, type MoodSlider } from "@/components/mood/sliders";
import * as Hindi from "@/content/hi/daily-practice";
import { DAILY_QUOTES as HINDI_QUOTES } from "@/content/hi/daily-quotes";
import { ELEMENT_INFO as HINDI_ELEMENTS } from "@/content/hi/mood-elements";
import { CHECK_MESSAGES, type CheckMessages, type Practice } from "@/lib/companion/messages";
import { EVERYDAY_PRACTICE } from "@/lib/companion/everyday-practice";
import type { Locale } from "@/lib/i18n/locales";
import { ELEMENT_INFO, type MoodElementInfo, type MoodElementName } from "@/lib/mood/elements";
import { DAILY_QUOTES } from "@/lib/mood/quotes";
import { QUICK_RELIEFS, type QuickRelief } from "@/lib/scoring";

export type DailyContent = {
  elements: Readonly<Record<MoodElementName, MoodElementInfo>>;
  sliders: readonly MoodSlider[];
  reliefs: Readonly<Record<QuickRelief["id"], Practice>>;
  everyday: Practice;
  messages: CheckMessages;
};

const CONTENT: Readonly<Record<Locale, DailyContent>> = {
  en: { elements: ELEMENT_INFO, sliders: slidersIn(MOOD_SLIDER_WORDS), reliefs: QUICK_RELIEFS, everyday: EVERYDAY_PRACTICE, messages: CHECK_MESSAGES },
  hi: {
    elements: HINDI_ELEMENTS,
    sliders: slidersIn(Hindi.MOOD_SLIDERS),
    reliefs: Hindi.QUICK_RELIEFS,
    everyday: Hindi.EVERYDAY_PRACTICE,
    messages: Hindi.CHECK_MESSAGES,
  },
};

const QUOTES: Readonly<Record<Locale, readonly string[]>> = { en: DAILY_QUOTES, hi: HINDI_QUOTES };

export function dailyContent(locale: Locale): DailyContent {
  return CONTENT[locale];
}

export function dailyQuotes(locale: Locale): readonly string[] {
  return QUOTES[locale];
}
