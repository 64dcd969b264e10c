import { reminderWords } from "@/content/by-locale/reminders";
import type { Locale } from "@/lib/i18n/locales";
import { REMINDER_PRACTICES, type ReminderPractice } from "@/lib/reminders/practices";

/**
 * The Reminders section's words in the reader's language, as the browser's components can take
 * them: plain strings, the content's sentence-making functions already called on the server. The
 * zone is the browser's to fill in (`{zone}`, lib/i18n/fill-in.ts), since it may be the browser's own.
 */
export function reminderFormWords(locale: Locale) {
  const { REMINDER_FORM, REMINDER_PRACTICE_COPY, DAY_NAMES } = reminderWords(locale);
  const { timeOf, zone, push, calendar, ...form } = REMINDER_FORM;
  // What the link holds is said by the server (calendarHolds, from what is saved): only the plain words travel.
  const calendarWords = Object.fromEntries(Object.entries(calendar).filter(([key]) => key !== "holds" && key !== "holdsNothing")) as Omit<
    typeof calendar,
    "holds" | "holdsNothing"
  >;
  const practices = Object.fromEntries(
    REMINDER_PRACTICES.map((p) => [
      p,
      { label: REMINDER_PRACTICE_COPY[p].label, hint: REMINDER_PRACTICE_COPY[p].hint, timeOf: timeOf(REMINDER_PRACTICE_COPY[p].label) },
    ]),
  ) as Record<ReminderPractice, { label: string; hint: string; timeOf: string }>;
  return { form: { ...form, zone: zone("{zone}") }, push, calendar: calendarWords, practices, days: DAY_NAMES };
}

export type ReminderFormWords = ReturnType<typeof reminderFormWords>;
