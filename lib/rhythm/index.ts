/**
 * The day's rhythm for a person: sunrise and sunset at their zone's principal city, the six
 * periods, and the suggested times (docs/decisions/0049-season-and-day.md). Pure.
 */
import type { DoshaCode } from "@/lib/scoring/doshas";
import type { Ritu } from "@/lib/season";
import { zonePlace, type Place } from "@/lib/season/zone-places";
import { addDays, localDayBounds } from "@/lib/time/day";
import { currentTimeZoneName } from "@/lib/time/zone";
import { localDayPeriods, rhythmPeriods, type RhythmPeriod, type SunDay } from "./periods";
import { sunDay } from "./sun";
import { suggestedTimes, type SuggestedTime } from "./suggested-times";

export type DayRhythm = {
  sun: SunDay;
  /** The periods of the local day, midnight to midnight (see localDayPeriods). */
  periods: RhythmPeriod[];
  suggested: SuggestedTime[];
};

/**
 * The rhythm of a local day in a zone, at `place` (a city the person chose, lib/places) or else
 * the zone's principal city; null where there is no place (UTC) or the sun does not rise.
 */
export function dayRhythm(day: string, zone: string, lead: DoshaCode | null, ritu: Ritu, chosen?: Place | null): DayRhythm | null {
  const place = chosen ?? zonePlace(currentTimeZoneName(zone));
  const sun = place && sunDay(day, zone, place);
  const before = place && sunDay(addDays(day, -1), zone, place);
  if (!sun || !before) return null;
  const { start, end } = localDayBounds(day, zone);
  return { sun, periods: localDayPeriods(before, sun, start, end), suggested: suggestedTimes(sun, rhythmPeriods(sun), lead, ritu, zone) };
}
