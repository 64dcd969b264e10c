import { describe, expect, it } from "vitest";
import { placeNames } from "@/content/by-locale/place-names";
import { PLACE_NAMES } from "@/content/hi/place-names";
import { NEARBY_CITIES } from "@/content/nearby-cities";
import ZONE_COORDINATES from "@/lib/season/zone-coordinates.json";
import { timeZonePlace, timeZoneTime } from "@/lib/time/format";
import { timeZoneChoices } from "@/lib/time/zone";

const HINDI = /^[\u0900-\u097F\s-]+$/;

describe("the names of places in Hindi (content/hi/place-names.ts)", () => {
  const hi = placeNames("hi");

  it("names every zone of the list and every zone with a principal city, in Devanagari", () => {
    for (const zone of new Set([...timeZoneChoices(), ...Object.keys(ZONE_COORDINATES)])) expect(timeZonePlace(zone, hi), zone).toMatch(HINDI);
  });

  it("names a zone by its current name under either spelling, and UTC as a time", () => {
    expect(timeZonePlace("Asia/Kolkata", hi)).toBe("कोलकाता");
    expect(timeZonePlace("Asia/Calcutta", hi)).toBe("कोलकाता");
    expect(timeZonePlace("America/Argentina/Buenos_Aires", hi)).toBe("ब्यूनस आयर्स");
    expect(timeZonePlace("Africa/Cairo", hi)).toBe("काहिरा");
    expect(timeZonePlace("UTC", hi)).toBe("सार्वत्रिक समय");
  });

  it("leaves English as the zones name themselves", () => {
    expect(placeNames("en")).toBeNull();
    expect(timeZonePlace("Asia/Calcutta", placeNames("en"))).toBe("Kolkata");
    expect(timeZonePlace("UTC", placeNames("en"))).toBe("Universal time");
  });

  it("is the one table the nearer cities take their Hindi names from, each its own", () => {
    for (const city of Object.values(NEARBY_CITIES).flat()) expect(city.hi, city.id).toBe(PLACE_NAMES[city.en]);
    // Two places never share a Hindi name: a slip copying one line over another would.
    const names = Object.values(PLACE_NAMES);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});

describe("the time a zone keeps, in a sentence", () => {
  const cityTime = (place: string) => `${place} time`;

  it("fills a city into the sentence and says Universal time once", () => {
    expect(timeZoneTime("Asia/Kolkata", timeZonePlace("Asia/Kolkata"), cityTime)).toBe("Kolkata time");
    expect(timeZoneTime("UTC", timeZonePlace("UTC"), cityTime)).toBe("Universal time");
    const hindiTime = (place: string) => `${place} का समय`;
    expect(timeZoneTime("Asia/Calcutta", timeZonePlace("Asia/Calcutta", placeNames("hi")), hindiTime)).toBe("कोलकाता का समय");
    expect(timeZoneTime("UTC", timeZonePlace("UTC", placeNames("hi")), hindiTime)).toBe("सार्वत्रिक समय");
  });
});
