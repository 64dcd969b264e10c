/**
 * The pattern rule of the Insights view: how calm, ease and warmth differ on the person's own days
 * with and without a practice. Pure, and honest about uncertainty (docs/insights-and-sharing.md):
 * - a comparison is made only with at least MIN_DAYS days on each side, else it says how many more
 *   days each side needs;
 * - each figure keeps the number of days it rests on;
 * - the size of a difference is put in plain words from its size on the 1-5 scale and against the
 *   day-to-day spread, never as a cause.
 * Input is one record per local day (lib/insights/day-records.ts builds them in the person's zone);
 * the order of the records never matters.
 */
import type { DayRecord, Measure, PracticeKey } from "./day-record";

export type { DayRecord, PracticeKey };

/** Days needed on each side before a difference is shown. */
export const MIN_DAYS = 7;
const MEASURES = ["calm", "ease", "warm"] as const satisfies readonly Measure[];

/** "day": mood on days with vs without the practice; "evening": the next morning's mood after an evening with vs without it. */
export type Timing = "day" | "evening";
export type Size = "about the same" | "a little" | "clearly";

type Side = { days: number; mean: number };
export type Pattern = {
  practice: PracticeKey;
  timing: Timing;
  measure: Measure;
  with: Side;
  without: Side;
  /** with.mean − without.mean, on the 1-5 scale. */
  difference: number;
  size: Size;
  /** |difference| against the spread of the days (a standardised difference), for ranking. */
  strength: number;
};
export type Pending = { practice: PracticeKey; timing: Timing; withDays: number; withoutDays: number; moreWith: number; moreWithout: number };
export type PatternFindings = { patterns: Pattern[]; pending: Pending[] };

// A difference reads "clearly" only when it is both large on the scale (half a step) and large
// against the spread (0.8 of a standard deviation); "a little" needs a fifth of a step and 0.3.
const CLEARLY = { points: 0.5, strength: 0.8 };
const A_LITTLE = { points: 0.2, strength: 0.3 };
// The spread is floored so a person who always answers the same never gets an infinite strength.
const MIN_SPREAD = 0.5;

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

function variance(xs: readonly number[], m: number): number {
  return xs.length < 2 ? 0 : xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1);
}

/** The plain-words size of a difference between two groups of day values. */
export function sizeOf(withValues: readonly number[], withoutValues: readonly number[]): { difference: number; strength: number; size: Size } {
  const mw = mean(withValues);
  const mo = mean(withoutValues);
  const pooled = Math.sqrt(
    ((withValues.length - 1) * variance(withValues, mw) + (withoutValues.length - 1) * variance(withoutValues, mo)) /
      Math.max(1, withValues.length + withoutValues.length - 2),
  );
  const difference = mw - mo;
  const strength = Math.abs(difference) / Math.max(pooled, MIN_SPREAD);
  const abs = Math.abs(difference);
  const size: Size =
    abs >= CLEARLY.points && strength >= CLEARLY.strength ? "clearly" : abs >= A_LITTLE.points && strength >= A_LITTLE.strength ? "a little" : "about the same";
  return { difference, strength, size };
}

/** A day with a mood a comparison reads, and the practices that count for it. */
type Sample = { practices: ReadonlySet<PracticeKey>; mood: Record<Measure, number> };

/**
 * The day samples of one timing, the same for every practice: each day with a mood and the day's
 * practices ("day"), or each morning's mood and the evening before's practices ("evening").
 */
function samples(records: readonly DayRecord[], timing: Timing): Sample[] {
  if (timing === "day") {
    return records.flatMap((r) => (r.mood ? [{ practices: new Set(r.practices), mood: r.mood }] : []));
  }
  const byDay = new Map(records.map((r) => [r.day, r]));
  return records.flatMap((r) => {
    if (!r.morningMood) return [];
    const before = byDay.get(previousDay(r.day));
    return [{ practices: new Set(before?.eveningPractices), mood: r.morningMood }];
  });
}

/** The calendar day before a "YYYY-MM-DD" day (no zone: days are already local). */
export function previousDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/**
 * Every comparison for the practices asked about, in the order asked and then calm, ease, warm:
 * a pattern for each measure when both sides have MIN_DAYS days, else one pending entry.
 * Records must have distinct days; a repeated day is counted once (the first given is kept).
 */
export function findPatterns(
  records: readonly DayRecord[],
  practices: readonly PracticeKey[],
  timings: readonly Timing[] = ["day", "evening"],
): PatternFindings {
  const unique = [...new Map([...records].reverse().map((r) => [r.day, r])).values()];
  const patterns: Pattern[] = [];
  const pending: Pending[] = [];
  for (const timing of timings) {
    const all = samples(unique, timing);
    for (const practice of practices) {
      const withSide = all.filter((s) => s.practices.has(practice));
      const withoutSide = all.filter((s) => !s.practices.has(practice));
      if (withSide.length < MIN_DAYS || withoutSide.length < MIN_DAYS) {
        pending.push({
          practice,
          timing,
          withDays: withSide.length,
          withoutDays: withoutSide.length,
          moreWith: Math.max(0, MIN_DAYS - withSide.length),
          moreWithout: Math.max(0, MIN_DAYS - withoutSide.length),
        });
        continue;
      }
      for (const measure of MEASURES) {
        const a = withSide.map((s) => s.mood[measure]);
        const b = withoutSide.map((s) => s.mood[measure]);
        patterns.push({
          practice,
          timing,
          measure,
          with: { days: a.length, mean: mean(a) },
          without: { days: b.length, mean: mean(b) },
          ...sizeOf(a, b),
        });
      }
    }
  }
  return { patterns, pending };
}

/**
 * The pattern a suggestion may rest on: the strongest one where calm or ease was higher on days
 * with the practice (warmth has no better direction), and only one that reads at least "a little".
 */
export function strongestPattern(patterns: readonly Pattern[]): Pattern | null {
  let best: Pattern | null = null;
  for (const p of patterns) {
    if (p.measure === "warm" || p.difference <= 0 || p.size === "about the same") continue;
    if (!best || p.strength > best.strength) best = p;
  }
  return best;
}
