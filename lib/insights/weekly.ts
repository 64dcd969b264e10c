/**
 * The dashboard's weekly summary and its one suggestion, from the same day records as the
 * Insights view. Pure. The summary counts days, never streaks, and sets no score to beat.
 */
import { MOOD_ELEMENTS, type MoodElementName } from "@/lib/mood/element-names";
import type { DayRecord, PracticeKey } from "./day-record";
import { findPatterns, MIN_DAYS, previousDay, strongestPattern, type Pattern } from "./patterns";
import { INSIGHTS_WORDS, type HabitNames, type InsightsWords } from "./words";

const WEEK_DAYS = 7;

/** The local days of the week ending today, oldest first. */
function weekOf(today: string): string[] {
  const days = [today];
  while (days.length < WEEK_DAYS) days.unshift(previousDay(days[0]!));
  return days;
}

/** A few gentle lines about the week ending `today` (a local day), in `words`' language. */
export function weeklySummary(records: readonly DayRecord[], today: string, words: InsightsWords = INSIGHTS_WORDS): string[] {
  const WEEKLY_COPY = words.weekly;
  const week = new Set(weekOf(today));
  const days = records.filter((r) => week.has(r.day));
  const checked = days.filter((r) => r.mood).length;
  const journal = days.filter((r) => r.practices.includes("journal")).length;
  const skill = days.filter((r) => r.practices.includes("skill")).length;
  const elementDays = new Map<string, number>();
  for (const r of days) for (const p of r.practices) if (p.startsWith("element:")) elementDays.set(p.slice(8), (elementDays.get(p.slice(8)) ?? 0) + 1);
  if (!checked && !journal && !skill && elementDays.size === 0) return [WEEKLY_COPY.quiet];

  const lines = [WEEKLY_COPY.checkIns(checked)];
  const practice = WEEKLY_COPY.practice(journal, skill);
  if (practice) lines.push(practice);
  // The most chosen element; a tie goes to the carousel's order.
  const top = MOOD_ELEMENTS.reduce<MoodElementName | null>(
    (best, e) => ((elementDays.get(e) ?? 0) > (best ? (elementDays.get(best) ?? 0) : 0) ? e : best),
    null,
  );
  if (top) lines.push(WEEKLY_COPY.element(words.elementLabel(top)));
  const calm = days.flatMap((r) => (r.mood ? [r.mood.calm] : []));
  if (calm.length) lines.push(WEEKLY_COPY.calm(calm.reduce((a, b) => a + b, 0) / calm.length));
  return lines;
}

/**
 * The practices worth comparing: journal and any skill always, each element the person has
 * chosen, and a habit once it has enough days of its own to be compared.
 */
export function practicesToCompare(records: readonly DayRecord[]): PracticeKey[] {
  const days = new Map<PracticeKey, number>();
  for (const r of records) for (const p of r.practices) days.set(p, (days.get(p) ?? 0) + 1);
  const elements = MOOD_ELEMENTS.map((e) => `element:${e}` as const).filter((k) => days.has(k));
  const habits = [...days.keys()].filter((k) => k.startsWith("habit:") && (days.get(k) ?? 0) >= MIN_DAYS).sort();
  return ["journal", "skill", ...elements, ...habits];
}

export type Suggestion = { because: string; invitation: string; href: string };

/** One suggestion from the strongest pattern, or null while no pattern reads at least "a little". */
export function suggestionFrom(records: readonly DayRecord[], habits: HabitNames, words: InsightsWords = INSIGHTS_WORDS): Suggestion | null {
  return suggestionOf(findPatterns(records, practicesToCompare(records)).patterns, habits, words);
}

/** suggestionFrom for patterns already found over the same records and practices. */
export function suggestionOf(patterns: readonly Pattern[], habits: HabitNames, words: InsightsWords = INSIGHTS_WORDS): Suggestion | null {
  const best = strongestPattern(patterns);
  if (!best) return null;
  const practice = words.practiceWords(best.practice, habits);
  return { because: words.patternSentence(best, habits), invitation: practice.invitation, href: practice.href };
}
