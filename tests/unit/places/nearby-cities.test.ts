import { describe, expect, it } from "vitest";
import { NEARBY_CITIES } from "@/content/nearby-cities";
import { zonePlace } from "@/lib/season/zone-places";

/** Great-circle distance in km: enough to catch a coordinate with its sign or digits wrong. */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe("the nearer cities a person may choose", () => {
  const all = Object.entries(NEARBY_CITIES).flatMap(([zone, cities]) => cities.map((city) => ({ zone, city })));

  it("lie in their zone's own part of the world, near its principal city", () => {
    for (const { zone, city } of all) {
      const principal = zonePlace(zone);
      expect(principal, zone).not.toBeNull();
      expect(km(principal!, city), `${city.id} in ${zone}`).toBeLessThan(3500);
    }
  });

  it("have ids unique across zones, as the account saves only the id, and a Hindi name in Devanagari", () => {
    const ids = all.map(({ city }) => city.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { city } of all) expect(city.hi, city.id).toMatch(/^[\u0900-\u097F\s-]+$/);
  });
});
