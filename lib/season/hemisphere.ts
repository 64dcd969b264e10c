/** Which hemisphere a person's seasons follow, read from their time zone. Pure. */
import { currentTimeZoneName } from "@/lib/time/zone";
import type { Hemisphere } from "./ritu";
import { zonePlace } from "./zone-places";

/**
 * South when the zone's principal city (tzdata's coordinates) lies south of the equator, else
 * north: a zone with no place (UTC) keeps the northern calendar the texts were written in.
 */
export function hemisphereOf(zone: string): Hemisphere {
  const place = zonePlace(currentTimeZoneName(zone));
  return place && place.latitude < 0 ? "south" : "north";
}
