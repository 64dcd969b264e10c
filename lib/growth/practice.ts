/**
 * A person's practice as the journey and the garden read it: plain values built from the
 * database by lib/growth/load.ts, so both rules stay pure. No I/O here.
 */
import type { MoodElementName } from "@/lib/mood/element-names";
import { localDay } from "@/lib/time/day";
import type { JourneyProgress } from "./stage";

type HabitGrowth = {
  slug: string;
  name: string;
  /** Skills the person has completed in this habit. */
  done: number;
  /** Skills the habit has. */
  total: number;
};

export type PracticeRecord = {
  /** Every habit in library order, with the person's completed skills. */
  habits: readonly HabitGrowth[];
  /** When each completed skill was finished. */
  skillCompletions: readonly Date[];
  /** The element chosen on each day (one per day), with when it was chosen. */
  elements: readonly { element: MoodElementName; day: string; createdAt: Date }[];
  /** When each mood check was made. */
  moodChecks: readonly Date[];
  /** The person's IANA zone: the calendar in which their days of practice are counted. */
  timeZone: string;
};

/**
 * The counts the stage rule reads: skills, distinct days practised, and check-ins. A day is the
 * person's own calendar day (lib/time): a skill at 23:30 and a check at 00:30 are two days, even
 * when they share a UTC date. An element already carries its day.
 */
export function journeyProgress(record: PracticeRecord): JourneyProgress {
  const dayOf = (at: Date) => localDay(at, record.timeZone);
  const days = new Set([...record.skillCompletions.map(dayOf), ...record.moodChecks.map(dayOf), ...record.elements.map((e) => e.day)]);
  return {
    skills: record.habits.reduce((sum, h) => sum + h.done, 0),
    days: days.size,
    checkIns: record.moodChecks.length + record.elements.length,
  };
}
