/**
 * Turns the window's rows into one record per local day, with the day rule of lib/time: a moment
 * belongs to the person's calendar day and hour in their own zone. Pure.
 */
import { MOOD_EASE_PIVOT } from "@/lib/scoring";
import type { MoodElementName } from "@/lib/mood/element-names";
import { addDays, dayOf, localParts } from "@/lib/time";
import type { DayRecord, Mood, PracticeKey } from "./day-record";
import { INSIGHT_WINDOW_DAYS } from "./window";

/** Checks before noon are the morning's; practice from 18:00 is the evening's. */
const MORNING_ENDS_HOUR = 12;
const EVENING_STARTS_HOUR = 18;

export type WindowRows = {
  windowChecks: readonly { createdAt: Date; mind: number; body: number; temperature: number }[];
  windowJournal: readonly { writtenAt: Date }[];
  windowElements: readonly { day: string; element: MoodElementName; chosenAt: Date }[];
  windowCompletions: readonly { habitSlug: string; completedAt: Date }[];
  windowAnswers: readonly { slug: string; answeredAt: Date }[];
};

type Building = { moods: Mood[]; mornings: Mood[]; practices: Set<PracticeKey>; evening: Set<PracticeKey> };

const moodOf = (c: { mind: number; body: number; temperature: number }): Mood => ({
  // docs/decisions/0026-mood-mini-stats-direction.md, as the mood checker shows them: calm = 6 - mind, ease = 6 - body, warm = temp.
  calm: MOOD_EASE_PIVOT - c.mind,
  ease: MOOD_EASE_PIVOT - c.body,
  warm: c.temperature,
});

function average(moods: readonly Mood[]): Mood | null {
  if (!moods.length) return null;
  const sum = (k: keyof Mood) => moods.reduce((a, m) => a + m[k], 0) / moods.length;
  return { calm: sum("calm"), ease: sum("ease"), warm: sum("warm") };
}

/** The first local day of the window that ends `today`. */
const windowStart = (today: string) => addDays(today, -(INSIGHT_WINDOW_DAYS - 1));

/** One record per local day of the window ending `today` that has anything in it, oldest first. */
export function dayRecords(rows: WindowRows, zone: string, today: string): DayRecord[] {
  const first = windowStart(today);
  const days = new Map<string, Building>();
  const at = (day: string) => {
    let b = days.get(day);
    if (!b) days.set(day, (b = { moods: [], mornings: [], practices: new Set(), evening: new Set() }));
    return b;
  };
  const inWindow = (day: string) => day >= first && day <= today;
  // One reading of each instant gives both its day and its hour.
  const practise = (when: Date, keys: PracticeKey[], chosenFor?: string) => {
    const local = localParts(when, zone);
    const day = chosenFor ?? dayOf(local);
    if (!inWindow(day)) return;
    const b = at(day);
    for (const k of keys) b.practices.add(k);
    if (local.hour >= EVENING_STARTS_HOUR) for (const k of keys) b.evening.add(k);
  };

  for (const c of rows.windowChecks) {
    const local = localParts(c.createdAt, zone);
    const day = dayOf(local);
    if (!inWindow(day)) continue;
    const b = at(day);
    b.moods.push(moodOf(c));
    if (local.hour < MORNING_ENDS_HOUR) b.mornings.push(moodOf(c));
  }
  for (const j of rows.windowJournal) practise(j.writtenAt, ["journal"]);
  // An element belongs to the day it was chosen for (stored as the person's own day).
  for (const e of rows.windowElements) practise(e.chosenAt, [`element:${e.element}`], e.day);
  for (const s of rows.windowCompletions) practise(s.completedAt, ["skill", `habit:${s.habitSlug}`]);
  for (const a of rows.windowAnswers) practise(a.answeredAt, ["skill", `habit:${a.slug}`]);

  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, b]) => ({
      day,
      mood: average(b.moods),
      morningMood: average(b.mornings),
      practices: [...b.practices],
      eveningPractices: [...b.evening],
    }));
}
