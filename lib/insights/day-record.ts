/** One local day of a person's practice and mood, as the Insights rules read it. Plain data. */
import type { MoodElementName } from "@/lib/mood/element-names";

export type Measure = "calm" | "ease" | "warm";
export type Mood = Record<Measure, number>;

/** A practice: a journal entry, any skill, one habit's skill, or one element chosen. */
export type PracticeKey = "journal" | "skill" | `habit:${string}` | `element:${MoodElementName}`;

export type DayRecord = {
  /** The person's local calendar day, "YYYY-MM-DD". */
  day: string;
  /** The mean of the day's mood checks, or null without one. */
  mood: Mood | null;
  /** The mean of the checks made before noon, or null. */
  morningMood: Mood | null;
  /** Practices done at any time of the day. */
  practices: readonly PracticeKey[];
  /** Practices done from 18:00 (local). */
  eveningPractices: readonly PracticeKey[];
};
