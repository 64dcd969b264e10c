/** Which hemisphere a person's seasons follow, read from their time zone. Pure. */
import { currentTimeZoneName } from "@/lib/time/zone";
import type { Hemisphere } from "./ritu";
import { zonePlace, type Place } from "./zone-places";

/**
 * South when the person's place (a city they chose, else the zone's principal city, tzdata's
 * coordinates) lies south of the equator, else north: a zone with no place (UTC) keeps the
 * northern calendar the texts were written in.
 */
export function hemisphereOf(zone: string, chosen?: Place | null): Hemisphere {
  const place = chosen ?? zonePlace(currentTimeZoneName(zone));
  return place && place.latitude < 0 ? "south" : "north";
}
