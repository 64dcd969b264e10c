/**
 * The Mood tab's last 30 days: the element chosen on each day, and the gunas of the mood checks
 * averaged per day. Pure; days are YYYY-MM-DD strings in the person's own calendar (lib/time):
 * an element carries its day, a mood check's time is read in the person's zone.
 */
import type { MoodElementName } from "@/lib/mood/element-names";
import { addDays, localDay, todayIn } from "@/lib/time/day";

export const MOOD_TREND_DAYS = 30;

/** The `count` days ending with `endDay` (inclusive), oldest first. */
export function lastDays(endDay: string, count = MOOD_TREND_DAYS): string[] {
  return Array.from({ length: count }, (_, i) => addDays(endDay, i - (count - 1)));
}

/** The window shown: the 30 days up to the person's today. */
export function moodWindow(timeZone: string, now: Date | number = Date.now()): string[] {
  return lastDays(todayIn(timeZone, now));
}

export type ElementDay = { day: string; element: MoodElementName | null };

/** Every day of the window with the element chosen on it, or null. */
export function elementsByDay(rows: readonly { day: string; element: MoodElementName }[], days: readonly string[]): ElementDay[] {
  const chosen = new Map(rows.map((row) => [row.day, row.element]));
  return days.map((day) => ({ day, element: chosen.get(day) ?? null }));
}

export type GunaDay = { day: string; sattva: number; rajas: number; tamas: number; checks: number };

type GunaState = { sattva: number; rajas: number; tamas: number };

function readGunaState(result: unknown): GunaState | null {
  const state = (result as { gunaState?: Partial<GunaState> } | null)?.gunaState;
  if (!state) return null;
  const { sattva, rajas, tamas } = state;
  const ok = [sattva, rajas, tamas].every((n) => typeof n === "number" && Number.isFinite(n));
  return ok ? (state as GunaState) : null;
}

/**
 * The mood checks' guna state (0-1) averaged per day and shown out of 100, for the days of the
 * window that had a check, oldest first. Days without a check are left out, not drawn as zero.
 */
export function moodGunasByDay(checks: readonly { createdAt: Date; result: unknown }[], days: readonly string[], timeZone: string): GunaDay[] {
  const inWindow = new Set(days);
  const sums = new Map<string, GunaState & { checks: number }>();
  for (const check of checks) {
    const day = localDay(check.createdAt, timeZone);
    const state = readGunaState(check.result);
    if (!state || !inWindow.has(day)) continue;
    const sum = sums.get(day) ?? { sattva: 0, rajas: 0, tamas: 0, checks: 0 };
    sums.set(day, { sattva: sum.sattva + state.sattva, rajas: sum.rajas + state.rajas, tamas: sum.tamas + state.tamas, checks: sum.checks + 1 });
  }
  const scale = (total: number, n: number) => Math.round((total / n) * 100);
  return days.flatMap((day) => {
    const sum = sums.get(day);
    if (!sum) return [];
    return [{ day, sattva: scale(sum.sattva, sum.checks), rajas: scale(sum.rajas, sum.checks), tamas: scale(sum.tamas, sum.checks), checks: sum.checks }];
  });
}
