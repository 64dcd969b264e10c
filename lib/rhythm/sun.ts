/**
 * Sunrise and sunset of a local day at a place, from suncalc (docs/decisions/0049-season-and-day.md).
 * Pure: the same day, zone and place always give the same instants.
 */
import { getTimes } from "suncalc";
import { addDays, startOfLocalDay } from "@/lib/time/day";
import type { Place } from "@/lib/season/zone-places";
import type { SunDay } from "./periods";

const HALF_DAY_MS = 12 * 3_600_000;

/** The sun's times for the solar day around the local day's noon; null where the sun does not rise or set then. */
function sunOf(day: string, zone: string, place: Place) {
  const noon = new Date(startOfLocalDay(day, zone).getTime() + HALF_DAY_MS);
  const times = getTimes(noon, place.latitude, place.longitude);
  return times.sunrise && times.sunset ? { sunrise: times.sunrise, sunset: times.sunset, solarNoon: times.solarNoon } : null;
}

/** This local day's sunrise, sunset and noon, and the next morning's sunrise; null in a polar day or night. */
export function sunDay(day: string, zone: string, place: Place): SunDay | null {
  const today = sunOf(day, zone, place);
  const tomorrow = sunOf(addDays(day, 1), zone, place);
  if (!today || !tomorrow) return null;
  return { ...today, nextSunrise: tomorrow.sunrise };
}
