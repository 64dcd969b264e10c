/**
 * The Reminders form's values: what is saved, as the form shows it (times as "HH:MM"). Pure, so
 * the page, the action's answer and the client form share one shape.
 */
import { timeOf } from "@/lib/validations/reminders";
import { REMINDER_PRACTICES, WEEKDAYS, type ReminderPractice } from "./practices";

export type ReminderFormValues = {
  enabled: boolean;
  days: number[];
  time: string;
  practices: ReminderPractice[];
  quietStart: string;
  quietEnd: string;
  byEmail: boolean;
};

/** Before anything is saved: off, with every day and the mood check-in at 09:00 ready to turn on. */
const DEFAULT_REMINDER_VALUES: ReminderFormValues = {
  enabled: false,
  days: [...WEEKDAYS],
  time: "09:00",
  practices: ["mood"],
  quietStart: "",
  quietEnd: "",
  byEmail: false,
};

type Saved = {
  enabled: boolean;
  days: number[];
  minuteOfDay: number;
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
    time: timeOf(saved.minuteOfDay),
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
  time: string;
  practices: string[];
  quietStart: string;
  quietEnd: string;
  byEmail: boolean;
}): ReminderFormValues {
  return {
    enabled: input.enabled,
    days: WEEKDAYS.filter((d) => input.days.includes(String(d))),
    time: input.time.slice(0, 5),
    practices: REMINDER_PRACTICES.filter((p) => input.practices.includes(p)),
    quietStart: input.quietStart.slice(0, 5),
    quietEnd: input.quietEnd.slice(0, 5),
    byEmail: input.byEmail,
  };
}
