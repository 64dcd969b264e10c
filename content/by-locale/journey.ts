/** The journey's stage descriptions in a locale (issue 37); the stage names are in the Growth catalogue. */
import { JOURNEY_STAGE_COPY as HINDI } from "@/content/hi/journey";
import { JOURNEY_STAGE_COPY as ENGLISH } from "@/content/journey";
import type { Locale } from "@/lib/i18n/locales";

const COPY: Readonly<Record<Locale, typeof ENGLISH>> = { en: ENGLISH, hi: HINDI };

export function journeyStageCopy(locale: Locale): typeof ENGLISH {
  return COPY[locale];
}
