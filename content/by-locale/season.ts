/** The season's and the day's words in a locale (issue 40): content/seasons.ts and content/daily-rhythm.ts, and their Hindi. */
import * as EnglishRhythm from "@/content/daily-rhythm";
import * as EnglishSeasons from "@/content/seasons";
import * as HindiRhythm from "@/content/hi/daily-rhythm";
import * as HindiSeasons from "@/content/hi/seasons";
import { inLocales, type Locale } from "@/lib/i18n/locales";

const SEASON_WORDS = inLocales(EnglishSeasons, HindiSeasons);
const RHYTHM_WORDS = inLocales(EnglishRhythm, HindiRhythm);

/** SEASONS, COURSE_WORDS, SEASON_FOR_DOSHA, SANDHI_WORDS and SEASON_CARD_WORDS in `locale`. */
export function seasonWords(locale: Locale) {
  return SEASON_WORDS[locale];
}

/** RHYTHM_PAGE_WORDS, PERIOD_WORDS and SUGGESTED_WORDS in `locale`. */
export function rhythmWords(locale: Locale) {
  return RHYTHM_WORDS[locale];
}
