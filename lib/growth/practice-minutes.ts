/**
 * Practice minutes: the own time of the guided practices a person did (paced breath, timed
 * practice, a try-later's reported minutes), summed by their local day. Pure.
 */
import { addDays, localDay } from "@/lib/time";
import type { GrowthSay } from "./growth-say";

export type PracticeMinutes = {
  /** Whole minutes in all, and in the last seven local days (today included). */
  total: number;
  week: number;
  /** The last seven local days, oldest first, each with its minutes (0 for a day without). */
  days: { day: string; minutes: number }[];
};

const minutesOf = (seconds: number) => Math.round(seconds / 60);

export function practiceMinutes(sessions: readonly { seconds: number; practisedAt: Date }[], zone: string, today: string): PracticeMinutes {
  const byDay = new Map<string, number>();
  let total = 0;
  for (const s of sessions) {
    total += s.seconds;
    const day = localDay(s.practisedAt, zone);
    byDay.set(day, (byDay.get(day) ?? 0) + s.seconds);
  }
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)).map((day) => ({ day, minutes: minutesOf(byDay.get(day) ?? 0) }));
  const week = minutesOf(days.reduce((sum, d) => sum + (byDay.get(d.day) ?? 0), 0));
  return { total: minutesOf(total), week, days };
}

/** "12 minutes of practice in all, 5 of them in the last seven days." */
export function practiceMinutesLine(m: PracticeMinutes, say: GrowthSay): string {
  if (m.total === 0) return say("minutesNone");
  return m.week === m.total ? say("minutesAll", { total: m.total }) : say("minutesSome", { total: m.total, week: m.week });
}
