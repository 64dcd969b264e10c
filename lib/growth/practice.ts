/**
 * A person's practice as the journey and the garden read it: plain values built from the
 * database by lib/growth/load.ts, so both rules stay pure. No I/O here.
 */
import type { MoodElementName } from "@/lib/mood/element-names";
import type { JourneyProgress } from "./stage";

export type HabitGrowth = {
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
};

/**
 * The calendar day of a moment. The server does not know the person's time zone, so every moment
 * is read in UTC; using one clock for all three kinds of practice keeps one day from counting twice.
 */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The counts the stage rule reads: skills, distinct days practised, and check-ins. */
export function journeyProgress(record: PracticeRecord): JourneyProgress {
  const days = new Set([...record.skillCompletions, ...record.moodChecks, ...record.elements.map((e) => e.createdAt)].map(dayOf));
  return {
    skills: record.habits.reduce((sum, h) => sum + h.done, 0),
    days: days.size,
    checkIns: record.moodChecks.length + record.elements.length,
  };
}
