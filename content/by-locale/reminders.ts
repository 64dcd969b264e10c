/** The words of reminders and of a planned practice's reminder in a locale (issue 37). */
import * as EnglishPlanned from "@/content/planned-practice";
import * as English from "@/content/reminders";
import * as HindiPlanned from "@/content/hi/planned-practice";
import * as Hindi from "@/content/hi/reminders";
import type { Locale } from "@/lib/i18n/locales";

type ReminderWords = {
  REMINDER_PRACTICE_COPY: typeof English.REMINDER_PRACTICE_COPY;
  REMINDER_TITLES: readonly string[];
  REMINDER_ALSO: string;
  REMINDER_MAIL: typeof English.REMINDER_MAIL;
  REMINDER_CALENDAR: typeof English.REMINDER_CALENDAR;
  REMINDER_FORM: typeof English.REMINDER_FORM;
  DAY_NAMES: typeof English.DAY_NAMES;
  REMINDER_UNSUBSCRIBE_PAGE: typeof English.REMINDER_UNSUBSCRIBE_PAGE;
};

const WORDS: Readonly<Record<Locale, ReminderWords>> = { en: English, hi: Hindi };
const PLANNED: Readonly<Record<Locale, typeof EnglishPlanned.PLANNED_PRACTICE_REMINDER>> = {
  en: EnglishPlanned.PLANNED_PRACTICE_REMINDER,
  hi: HindiPlanned.PLANNED_PRACTICE_REMINDER,
};

export function reminderWords(locale: Locale): ReminderWords {
  return WORDS[locale];
}

export function plannedPracticeReminder(locale: Locale): typeof EnglishPlanned.PLANNED_PRACTICE_REMINDER {
  return PLANNED[locale];
}
