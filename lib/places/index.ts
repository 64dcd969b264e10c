/**
 * Where a person's sunrise and hemisphere are read from: approximate and private. Their zone's
 * principal city (tzdata's coordinates) unless they chose a nearer city of the same zone on
 * /profile; nothing asks the device where it is (docs/decisions/0049-season-and-day.md). Pure.
 */
import { NEARBY_CITIES, type NearbyCity } from "@/content/nearby-cities";
import type { Locale } from "@/lib/i18n/locales";
import { zonePlace, type Place } from "@/lib/season/zone-places";
import { currentTimeZoneName } from "@/lib/time/zone";

/** The cities of the zone a person may choose, by their name in `locale`'s alphabet order. */
export function citiesNear(zone: string, locale: Locale = "en"): NearbyCity[] {
  const cities = NEARBY_CITIES[currentTimeZoneName(zone)] ?? [];
  return [...cities].sort((a, b) => a[locale].localeCompare(b[locale], locale));
}

/** The chosen city when it belongs to the zone (a city of a zone the person has since left is not), else null. */
export function chosenCity(zone: string, cityId: string | null | undefined): NearbyCity | null {
  if (!cityId) return null;
  return (NEARBY_CITIES[currentTimeZoneName(zone)] ?? []).find((city) => city.id === cityId) ?? null;
}

/** The place the person's day is read at: their chosen city, else the zone's principal city, else none (UTC). */
export function personPlace(zone: string, cityId: string | null | undefined): Place | null {
  return chosenCity(zone, cityId) ?? zonePlace(currentTimeZoneName(zone));
}
