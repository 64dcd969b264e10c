import { localDay } from "@/lib/time/day";
import type { Locale } from "@/lib/i18n/locales";
import { formatDayIn, formatDayShortIn } from "@/lib/time/format-in-locale";

/**
 * Axis labels for points in time order, on the person's calendar (their zone): "23 Nov", with the
 * year when the points span more than one, and "23 Nov (2)" for a second result on the same day
 * so every point keeps its own place.
 */
export function pointLabels(times: readonly string[], timeZone: string, locale: Locale = "en"): string[] {
  const days = times.map((t) => localDay(new Date(t), timeZone));
  const years = new Set(days.map((day) => day.slice(0, 4)));
  const seen = new Map<string, number>();
  return days.map((day) => {
    const base = years.size > 1 ? formatDayIn(locale, day) : formatDayShortIn(locale, day);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count > 1 ? `${base} (${count})` : base;
  });
}
