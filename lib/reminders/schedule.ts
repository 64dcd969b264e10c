/**
 * When reminders fall due: a local time of day on chosen weekdays, in the person's own zone, as
 * UTC instants. Pure (lib/time's day rule over Intl). On the day the clocks go forward a time in
 * the skipped hour comes that much later (02:30 becomes 03:30), and on the day they go back a time
 * that happens twice counts once, the first time: what RFC 5545 asks of calendars, so the feed
 * and the sender agree.
 */
import { addDays, localDay, localParts, offsetMinutes } from "@/lib/time";
import type { Weekday } from "./practices";

export type Schedule = {
  /** ISO weekdays, 1 Monday to 7 Sunday. */
  days: readonly number[];
  /** Minutes after local midnight. */
  minuteOfDay: number;
};

const HOUR_MS = 3_600_000;

/** The ISO weekday (1 Monday … 7 Sunday) of a "YYYY-MM-DD" day. */
export function weekdayOf(day: string): Weekday {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const sunday0 = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return (sunday0 === 0 ? 7 : sunday0) as Weekday;
}

/** The instant a local day's wall-clock time happens in a zone (see the module note for gaps and folds). */
export function wallTimeToInstant(day: string, minuteOfDay: number, zone: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, Math.floor(minuteOfDay / 60), minuteOfDay % 60);
  const before = offsetMinutes(wall - 24 * HOUR_MS, zone);
  const after = offsetMinutes(wall + 24 * HOUR_MS, zone);
  const reads = (at: number) => {
    const p = localParts(at, zone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) === wall;
  };
  const candidates = [wall - before * 60_000, wall - after * 60_000].filter(reads).sort((a, b) => a - b);
  // None reads the wall time: it is in a gap, and the offset before the gap carries it past it.
  return new Date(candidates[0] ?? wall - before * 60_000);
}

/** The minute of the local day an instant falls on, in a zone. */
export function minuteOfDayAt(at: Date | number, zone: string): number {
  const p = localParts(at, zone);
  return p.hour * 60 + p.minute;
}

/** Every due instant whose local day is within `first`..`last`, in order. */
function dueInstants(schedule: Schedule, zone: string, first: string, last: string): Date[] {
  const found: Date[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (schedule.days.includes(weekdayOf(day))) found.push(wallTimeToInstant(day, schedule.minuteOfDay, zone));
  }
  return found;
}

/** The first due instant strictly after `after`, or null when no day is chosen. */
export function nextDue(schedule: Schedule, zone: string, after: Date): Date | null {
  const today = localDay(after, zone);
  return dueInstants(schedule, zone, addDays(today, -1), addDays(today, 8)).find((at) => at.getTime() > after.getTime()) ?? null;
}

/** The latest due instant at or before `now` (within the past week), or null. */
export function latestDue(schedule: Schedule, zone: string, now: Date): Date | null {
  const today = localDay(now, zone);
  return dueInstants(schedule, zone, addDays(today, -8), addDays(today, 1)).findLast((at) => at.getTime() <= now.getTime()) ?? null;
}
