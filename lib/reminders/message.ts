/**
 * What one reminder says, put together from content/reminders.ts (content/hi/reminders.ts for
 * Hindi). Pure. The words vary by day
 * (and by person, so two people do not get the same line on the same day), and stay the same for
 * one person on one day, so a retry or a second channel says the same thing.
 */
import { reminderWords } from "@/content/by-locale/reminders";
import { wordsIn } from "@/lib/i18n/words";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { PRACTICE_PATHS, REMINDER_PRACTICES, type ReminderPractice } from "./practices";

export type ReminderMessage = {
  title: string;
  body: string;
  /** The page the notification or the mail's main link opens: the first practice's. */
  path: string;
  /** The practices it is about, in the form's order. */
  practices: ReminderPractice[];
};

/** FNV-1a: a small stable hash, so the choice of words needs no randomness. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length]!;

/** The reminder for the practices still waiting, in the person's saved language; `seed` is the person and their local day. */
export function composeReminder(waiting: readonly ReminderPractice[], seed: string, locale: Locale = DEFAULT_LOCALE): ReminderMessage {
  const { REMINDER_ALSO, REMINDER_PRACTICE_COPY, REMINDER_TITLES } = reminderWords(locale);
  const t = wordsIn(locale, "OutsideMail");
  const practices = REMINDER_PRACTICES.filter((p) => waiting.includes(p));
  const first = practices[0];
  if (!first) throw new Error("A reminder needs at least one practice.");
  const n = hash(seed);
  const rest = practices.slice(1).map((p) => REMINDER_PRACTICE_COPY[p].label.toLowerCase());
  const line = pick(REMINDER_PRACTICE_COPY[first].lines, n >>> 3);
  return {
    title: pick(REMINDER_TITLES, n),
    body: rest.length ? `${line} ${REMINDER_ALSO} ${rest.join(t("reminderAnd"))}${t("reminderEnd")}` : line,
    path: PRACTICE_PATHS[first],
    practices,
  };
}
