/**
 * The Mood tab's last 30 days: the element chosen on each day, and the gunas of the mood checks
 * averaged per day. Pure; days are YYYY-MM-DD strings. An element's day is the person's own
 * calendar day (sent by their browser); a mood check has only its time, so its day is the UTC date.
 */
import type { MoodElementName } from "@/lib/mood/element-names";

export const MOOD_TREND_DAYS = 30;

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The `count` days ending with `endDay` (inclusive), oldest first. */
export function lastDays(endDay: string, count = MOOD_TREND_DAYS): string[] {
  if (!DAY.test(endDay)) throw new RangeError(`Not a day: ${endDay}`);
  const end = Date.parse(`${endDay}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(end - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/**
 * The window shown: the 30 days up to today (UTC), or up to the newest chosen day when the
 * person's time zone is already a day ahead, so today's element is never cut off.
 */
export function moodWindow(now: Date, newestElementDay: string | null = null): string[] {
  const today = now.toISOString().slice(0, 10);
  const end = newestElementDay && DAY.test(newestElementDay) && newestElementDay > today ? newestElementDay : today;
  return lastDays(end);
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
export function moodGunasByDay(checks: readonly { createdAt: Date; result: unknown }[], days: readonly string[]): GunaDay[] {
  const inWindow = new Set(days);
  const sums = new Map<string, GunaState & { checks: number }>();
  for (const check of checks) {
    const day = check.createdAt.toISOString().slice(0, 10);
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
