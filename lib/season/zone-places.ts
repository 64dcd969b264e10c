import ZONE_COORDINATES from "./zone-coordinates.json";

/**
 * Where each time zone's principal city is: tzdata's own coordinates (zone.tab, the tzdata on the
 * machine they were copied from, in ./zone-coordinates.json as [latitude, longitude]), in degrees,
 * north and east positive. The daily rhythm's sunrise and the season's hemisphere are read from
 * here (docs/decisions/0049-season-and-day.md). Pure data, copied once: nothing reads the system's
 * file at run time.
 */
const COORDINATES: Readonly<Record<string, readonly number[] | undefined>> = ZONE_COORDINATES;

export type Place = { latitude: number; longitude: number };

/** The zone's principal city, or null for a zone tzdata gives no place (UTC, Etc/…). */
export function zonePlace(zone: string): Place | null {
  // An own property only: a zone named like an object's inherited key ("constructor") has no place.
  const [latitude, longitude] = (Object.hasOwn(COORDINATES, zone) && COORDINATES[zone]) || [];
  return latitude === undefined || longitude === undefined ? null : { latitude, longitude };
}
