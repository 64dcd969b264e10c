/**
 * What the sender does with a person whose reminder time has come. Pure: the claim
 * (lib/data/reminder-claims.ts) runs it inside its transaction, and the tests run it on its own.
 */
import { localDay } from "@/lib/time";
import type { ClaimDecision } from "@/lib/data/reminder-claims";
import type { PracticeTimes, ReminderPractice } from "./practices";
import { latestDue, nextDue } from "./schedule";

/**
 * A reminder more than this late (the server was down, a cron did not run) is not sent: "time for
 * your evening reflection" the next morning would be noise, not help.
 */
export const LATE_AFTER_MS = 2 * 60 * 60 * 1000;

/** How often the sender looks again when a person's zone cannot be read (it never should). */
const RETRY_MS = 60 * 60 * 1000;

/** A person's recurring reminders: the chosen practices, each at its own time, on the chosen days. */
export type PracticeSchedule = {
  days: readonly number[];
  practices: readonly ReminderPractice[];
  practiceTimes: PracticeTimes;
  timeZone: string;
  /** The look this claim answers (the stored next due), if any: practices due before it were claimed then. */
  nextDueAt?: Date | null;
};

/** The first moment any chosen practice is due after `after`, or null when none can be. */
export function nextPracticeDue(schedule: Omit<PracticeSchedule, "timeZone" | "nextDueAt">, zone: string, after: Date): Date | null {
  const next = schedule.practices.map((p) => nextDue({ days: schedule.days, minuteOfDay: schedule.practiceTimes[p] }, zone, after));
  return next.reduce<Date | null>((first, at) => (at && (!first || at < first) ? at : first), null);
}

/**
 * The reminder to claim now, if one is due and not too late, and when to look next. Each practice
 * is due at its own time; the ones that fell due since the look this claim answers, and not too
 * long ago, go together in one reminder (one each, when the sender is on time). The due times are
 * worked out again from the settings and the person's current zone, so a changed time zone or a
 * changed time is followed at once.
 */
export function planClaim(schedule: PracticeSchedule, now: Date): ClaimDecision {
  try {
    const zone = schedule.timeZone;
    const since = schedule.nextDueAt?.getTime() ?? -Infinity;
    const due = schedule.practices
      .map((practice) => ({ practice, at: latestDue({ days: schedule.days, minuteOfDay: schedule.practiceTimes[practice] }, zone, now) }))
      .filter(
        (d): d is { practice: ReminderPractice; at: Date } => d.at !== null && d.at.getTime() >= since && now.getTime() - d.at.getTime() <= LATE_AFTER_MS,
      );
    const nextDueAt = nextPracticeDue(schedule, zone, now);
    if (due.length === 0) return { nextDueAt, send: null };
    const dueAt = new Date(Math.max(...due.map((d) => d.at.getTime())));
    return { nextDueAt, send: { localDay: localDay(dueAt, zone), dueAt, practices: due.map((d) => d.practice) } };
  } catch {
    return { nextDueAt: new Date(now.getTime() + RETRY_MS), send: null };
  }
}
