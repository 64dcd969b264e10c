import { describe, expect, it } from "vitest";
import { zonePlace } from "@/lib/season/zone-places";

describe("zonePlace", () => {
  it("gives a zone's principal city in tzdata's coordinates, south and west negative", () => {
    expect(zonePlace("Asia/Kolkata")).toEqual({ latitude: 22.533, longitude: 88.367 });
    expect(zonePlace("Australia/Sydney")).toEqual({ latitude: -33.867, longitude: 151.217 });
    expect(zonePlace("America/New_York")?.longitude).toBeLessThan(0);
  });

  it("gives no place for a zone without a city, or a name an object inherits", () => {
    expect(zonePlace("UTC")).toBeNull();
    expect(zonePlace("Etc/GMT+5")).toBeNull();
    expect(zonePlace("constructor")).toBeNull();
    expect(zonePlace("__proto__")).toBeNull();
  });
});
