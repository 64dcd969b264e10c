/**
 * Everything the Insights view and the dashboard's weekly summary show, from the rows read for the
 * window and the person's zone. Pure: the page reads, this decides, the components only draw.
 */
import type { Readings } from "@/lib/assessments/readings";
import type { HistoryRow } from "@/lib/trends/assessment-series";
import type { DayRecord } from "./day-record";
import { dayRecords, type WindowRows } from "./day-records";
import { findPatterns, type Pattern, type Pending } from "./patterns";
import { retakeMovements, type RetakeMovement } from "./retakes";
import { practiceReturns } from "./returns";
import { practicesToCompare, suggestionFrom, suggestionOf, weeklySummary, type Suggestion } from "./weekly";
import { INSIGHTS_WORDS, type HabitNames, type InsightsWords } from "./words";

export type NamedPattern = Pattern & { name: string; sentence: string };

export type InsightsView = {
  /** Days of the window with a mood check. */
  moodDays: number;
  /** Each comparison made, with the practice's name and its sentence. */
  patterns: NamedPattern[];
  pending: string[];
  returns: { name: string; days: number }[];
  retakes: RetakeMovement[];
  suggestion: Suggestion | null;
};

/** The Insights view of the window ending `today` (a local day in `zone`). */
export function insightsView(input: {
  rows: WindowRows;
  zone: string;
  today: string;
  habits: HabitNames;
  retakes: readonly { kind: string; first: HistoryRow; latest: HistoryRow; results: number }[];
  words?: InsightsWords;
  /** How results read in the person's language (the retakes' summaries and movements). */
  readings?: Readings;
}): InsightsView {
  const { practiceWords, patternSentence, pendingSentence } = input.words ?? INSIGHTS_WORDS;
  const records = dayRecords(input.rows, input.zone, input.today);
  const { patterns, pending } = findPatterns(records, practicesToCompare(records));
  return {
    moodDays: records.filter((r) => r.mood).length,
    patterns: patterns.map((p) => ({ ...p, name: practiceWords(p.practice, input.habits).name, sentence: patternSentence(p, input.habits) })),
    pending: pending.map((p: Pending) => pendingSentence(p, input.habits)),
    returns: practiceReturns(records).map((r) => ({ name: practiceWords(r.practice, input.habits).name, days: r.days })),
    retakes: retakeMovements(input.retakes, input.readings),
    // The same records and practices as suggestionFrom's, so the patterns found above serve it.
    suggestion: suggestionOf(patterns, input.habits, input.words),
  };
}

/** The dashboard's weekly summary and suggestion, from the same rows. */
export function weeklyView(
  rows: WindowRows,
  zone: string,
  today: string,
  habits: HabitNames,
  words: InsightsWords = INSIGHTS_WORDS,
): { lines: string[]; suggestion: Suggestion | null } {
  const records: DayRecord[] = dayRecords(rows, zone, today);
  return { lines: weeklySummary(records, today, words), suggestion: suggestionFrom(records, habits, words) };
}
