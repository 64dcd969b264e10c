/**
 * The Reminders form's values: what is saved, as the form shows it (times as "HH:MM"). Pure, so
 * the page, the action's answer and the client form share one shape.
 */
import { timeOf } from "@/lib/validations/reminders";
import { DEFAULT_PRACTICE_TIMES, REMINDER_PRACTICES, WEEKDAYS, type PracticeTimes, type ReminderPractice } from "./practices";

export type ReminderFormValues = {
  enabled: boolean;
  days: number[];
  /** Each practice's own time, "HH:MM". */
  times: Record<ReminderPractice, string>;
  practices: ReminderPractice[];
  quietStart: string;
  quietEnd: string;
  byEmail: boolean;
};

const timesOf = (times: PracticeTimes) => Object.fromEntries(REMINDER_PRACTICES.map((p) => [p, timeOf(times[p])])) as Record<ReminderPractice, string>;

/** Before anything is saved: off, with every day and the mood check-in at 09:00 ready to turn on, each practice at its usual time. */
const DEFAULT_REMINDER_VALUES: ReminderFormValues = {
  enabled: false,
  days: [...WEEKDAYS],
  times: timesOf(DEFAULT_PRACTICE_TIMES),
  practices: ["mood"],
  quietStart: "",
  quietEnd: "",
  byEmail: false,
};

type Saved = {
  enabled: boolean;
  days: number[];
  practiceTimes: PracticeTimes;
  practices: ReminderPractice[];
  quietStart: number | null;
  quietEnd: number | null;
  byEmail: boolean;
};

/** Saved settings as the form shows them; none saved: the defaults. */
export function reminderFormValues(saved: Saved | null): ReminderFormValues {
  if (!saved) return DEFAULT_REMINDER_VALUES;
  return {
    enabled: saved.enabled,
    days: [...saved.days],
    times: timesOf(saved.practiceTimes),
    practices: REMINDER_PRACTICES.filter((p) => saved.practices.includes(p)),
    quietStart: saved.quietStart === null ? "" : timeOf(saved.quietStart),
    quietEnd: saved.quietEnd === null ? "" : timeOf(saved.quietEnd),
    byEmail: saved.byEmail,
  };
}

/** What the person sent, as the form shows it again after a refusal, so nothing they chose is lost. */
export function submittedValues(input: {
  enabled: boolean;
  days: string[];
  moodTime: string;
  skillTime: string;
  reflectionTime: string;
  practices: string[];
  quietStart: string;
  quietEnd: string;
  byEmail: boolean;
}): ReminderFormValues {
  return {
    enabled: input.enabled,
    days: WEEKDAYS.filter((d) => input.days.includes(String(d))),
    times: { mood: input.moodTime.slice(0, 5), skill: input.skillTime.slice(0, 5), reflection: input.reflectionTime.slice(0, 5) },
    practices: REMINDER_PRACTICES.filter((p) => input.practices.includes(p)),
    quietStart: input.quietStart.slice(0, 5),
    quietEnd: input.quietEnd.slice(0, 5),
    byEmail: input.byEmail,
  };
}

/** The reader's words calendarHolds puts together: the sentences, one practice at its time, and the word before a list's last item. */
export type HoldsWords = { nothing: string; holds: (items: string) => string; item: (practice: ReminderPractice, time: string) => string; and: string };

/** What a calendar link holds, in words, for the saved reminders (none saved, or off: that it holds none yet). */
export function calendarHolds(saved: Saved | null, words: HoldsWords): string {
  const on = saved?.enabled && saved.days.length > 0 ? REMINDER_PRACTICES.filter((p) => saved.practices.includes(p)) : [];
  if (!saved || on.length === 0) return words.nothing;
  const items = on.map((p) => words.item(p, timeOf(saved.practiceTimes[p])));
  return words.holds(items.length > 1 ? `${items.slice(0, -1).join(", ")} ${words.and} ${items.at(-1)}` : items[0]!);
}
