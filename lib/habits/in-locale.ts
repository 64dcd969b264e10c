/**
 * The practice's words in the person's language (issue 37). The database keeps each habit and
 * skill once, in English; their Hindi names, blurbs, titles and coach's words are read from
 * content/hi/habits/catalogue.ts by slug and order, and the activities from the Hindi packs
 * (content/habits/by-locale.ts). Pure: the locale is passed in by the page or action.
 */
import { JOURNEY_STAGE_COPY as ENGLISH_STAGES } from "@/content/journey";
import { habitCatalogue } from "@/content/habits/by-locale";
import { plantLine as hindiPlantLine, reachedLine as hindiReachedLine } from "@/content/hi/skill-moment";
import { JOURNEY_STAGE_COPY as HINDI_STAGES } from "@/content/hi/journey";
import { PRACTICE_MESSAGES as HINDI_MESSAGES } from "@/content/hi/practice-messages";
import { PRACTICE_MESSAGES as ENGLISH_MESSAGES } from "@/content/practice-messages";
import { plantLine, reachedLine } from "@/lib/growth/moment";
import type { Locale } from "@/lib/i18n/locales";
import { formatDateTimeIn } from "@/lib/time/format-in-locale";

const byLocale = {
  en: { plantLine, reachedLine, stageCopy: ENGLISH_STAGES, messages: ENGLISH_MESSAGES, when: (at: Date, zone: string) => formatDateTimeIn("en", at, zone) },
  hi: {
    plantLine: hindiPlantLine,
    reachedLine: hindiReachedLine,
    stageCopy: HINDI_STAGES,
    messages: HINDI_MESSAGES,
    when: (at: Date, zone: string) => formatDateTimeIn("hi", at, zone),
  },
} satisfies Record<Locale, object>;

/** The lines a practice page writes from rules (why it is suggested, what grew) in a locale. */
export function practiceLines(locale: Locale) {
  return byLocale[locale];
}

/** A try-later's planned moment: the instant, and its day and time as the person reads them (in their zone and language). */
export type PlannedMoment = { plannedFor: string; when: string };

/** Written on the server, so the browser shows the runtime's one spelling (lib/time/format-in-locale.ts). */
export function plannedMoment(at: Date, zone: string, locale: Locale): PlannedMoment {
  return { plannedFor: at.toISOString(), when: practiceLines(locale).when(at, zone) };
}

function contentOf(locale: Locale, slug: string) {
  return habitCatalogue(locale).find((habit) => habit.slug === slug);
}

/** A habit row with its name and blurb in the locale (English, or a slug content lacks, as it is). */
export function habitInLocale<H extends { slug: string; name: string; blurb: string }>(habit: H, locale: Locale): H {
  const content = locale === "en" ? undefined : contentOf(locale, habit.slug);
  return content ? { ...habit, name: content.name, blurb: content.blurb } : habit;
}

/** A skill row with its title and coach's words in the locale; skills are numbered from 1 in content order. */
export function skillInLocale<S extends { skillOrder: number; title: string; coachComment: string }>(slug: string, skill: S, locale: Locale): S {
  const content = locale === "en" ? undefined : contentOf(locale, slug)?.skills[skill.skillOrder - 1];
  return content ? { ...skill, title: content.title, coachComment: content.coachComment } : skill;
}

/** A skill's title in the locale, by its habit's slug and its order (from 1): for a mail, where no page has read the skill. */
export function skillTitleIn(locale: Locale, slug: string, skillOrder: number, title: string): string {
  return skillInLocale(slug, { skillOrder, title, coachComment: "" }, locale).title;
}
