/**
 * The habit library and the folder of its activity bundles, in a locale (issue 37). Hindi lives
 * under content/hi/ with the same slugs, skills and bundle paths as English.
 */
import { HABIT_CATALOGUE as ENGLISH } from "@/content/habits/catalogue";
import { HABIT_CATALOGUE as HINDI } from "@/content/hi/habits/catalogue";
import type { HabitContent } from "@/lib/content/schemas/habits";
import { PACKS_ROOT } from "@/lib/habits/bundle-paths";
import type { Locale } from "@/lib/i18n/locales";

const CATALOGUES: Readonly<Record<Locale, readonly HabitContent[]>> = { en: ENGLISH, hi: HINDI };

export function habitCatalogue(locale: Locale): readonly HabitContent[] {
  return CATALOGUES[locale];
}

/** "content/packs/program/habits" in English, "content/hi/packs/program/habits" in Hindi. */
export function habitPacksRoot(locale: Locale): string {
  return locale === "en" ? PACKS_ROOT : PACKS_ROOT.replace(/^content\//, `content/${locale}/`);
}
