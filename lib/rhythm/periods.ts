/**
 * The Kapha, Pitta and Vata periods of a day and its night, from sunrise: Ashtanga Hridaya
 * Sutrasthana 1.8 puts Kapha at the beginning, Pitta in the middle and Vata at the end of each.
 * Sunrise to sunset and sunset to the next sunrise are each split in thirds, so the six periods
 * follow the season's long and short days and cover the 24 hours with no gap
 * (docs/decisions/0049-season-and-day.md). Pure.
 */
import type { DoshaCode } from "@/lib/scoring/doshas";

export type SunDay = {
  sunrise: Date;
  sunset: Date;
  /** The next morning's sunrise, where this day's night ends. */
  nextSunrise: Date;
  /** The sun at its highest. */
  solarNoon: Date;
};

export type RhythmPeriod = { dosha: DoshaCode; part: "day" | "night"; start: Date; end: Date };

const ORDER: readonly DoshaCode[] = ["K", "P", "V"];

/** Splits [start, end) into the three periods, each starting where the last ended. */
function thirds(part: RhythmPeriod["part"], start: Date, end: Date): RhythmPeriod[] {
  const length = end.getTime() - start.getTime();
  const cut = (i: number) => (i === 3 ? end : new Date(start.getTime() + Math.round((length * i) / 3)));
  return ORDER.map((dosha, i) => ({ dosha, part, start: cut(i), end: cut(i + 1) }));
}

/** The six periods from this sunrise to the next, in order. */
export function rhythmPeriods(sun: SunDay): RhythmPeriod[] {
  return [...thirds("day", sun.sunrise, sun.sunset), ...thirds("night", sun.sunset, sun.nextSunrise)];
}

/**
 * The periods of one local calendar day, midnight to midnight: the end of last night (from the
 * day before's sunrise), then this day's, cut at the two midnights, so there is always one period
 * for "now" and together they cover the day with no gap.
 */
export function localDayPeriods(previous: SunDay, today: SunDay, start: Date, end: Date): RhythmPeriod[] {
  return [...rhythmPeriods(previous), ...rhythmPeriods(today)]
    .map((p) => ({ ...p, start: p.start < start ? start : p.start, end: p.end > end ? end : p.end }))
    .filter((p) => p.end > p.start);
}
