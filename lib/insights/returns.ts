/** Which practices a person comes back to: the days each was done in the window, most first. Pure. */
import type { DayRecord, PracticeKey } from "./day-record";

export type PracticeReturn = { practice: PracticeKey; days: number; lastDay: string };

/** Each practice done in the records (any skill counted once a day, as "skill"), by days done, most first; ties by most recent. */
export function practiceReturns(records: readonly DayRecord[]): PracticeReturn[] {
  const byPractice = new Map<PracticeKey, PracticeReturn>();
  for (const r of records) {
    for (const practice of new Set(r.practices)) {
      const seen = byPractice.get(practice);
      if (!seen) byPractice.set(practice, { practice, days: 1, lastDay: r.day });
      else byPractice.set(practice, { practice, days: seen.days + 1, lastDay: seen.lastDay > r.day ? seen.lastDay : r.day });
    }
  }
  return [...byPractice.values()].sort((a, b) => b.days - a.days || b.lastDay.localeCompare(a.lastDay) || a.practice.localeCompare(b.practice));
}
