import { describe, expect, it } from "vitest";
import { formatLocalDateTime, timeZoneLabel, timeZonePlace } from "@/lib/time/format";
import { canonicalTimeZone, currentTimeZoneName, formerTimeZoneNames, timeZoneChoices } from "@/lib/time/zone";
import { timeZoneCountry } from "@/lib/time/zone-countries";
import { timeZoneChoicesIn } from "@/lib/time/zone-choices";
import { searchTimeZones } from "@/lib/time/zone-search";

const AT = Date.UTC(2026, 10, 24, 17, 50);

describe("zones by their current names", () => {
  it("names Asia/Calcutta and the runtime's other old spellings as they are called today", () => {
    expect(currentTimeZoneName("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(currentTimeZoneName("Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(currentTimeZoneName("Asia/Katmandu")).toBe("Asia/Kathmandu");
    expect(currentTimeZoneName("America/Indianapolis")).toBe("America/Indiana/Indianapolis");
    expect(currentTimeZoneName("Europe/London")).toBe("Europe/London");
    expect(currentTimeZoneName("UTC")).toBe("UTC");
    expect(currentTimeZoneName("Nowhere/Here")).toBe("Nowhere/Here");
  });

  it("only renames: each old name and its new one are the same zone on this runtime", () => {
    for (const zone of timeZoneChoices()) {
      for (const old of formerTimeZoneNames(zone)) expect(canonicalTimeZone(zone)).toBe(canonicalTimeZone(old));
    }
    expect(formerTimeZoneNames("Asia/Kolkata")).toEqual(["Asia/Calcutta"]);
  });

  it("shows a zone saved under its old name by the new one, on the same clock", () => {
    expect(timeZoneLabel("Asia/Calcutta", AT)).toBe("Asia/Kolkata (GMT+5:30)");
    expect(timeZonePlace("Asia/Calcutta")).toBe("Kolkata");
    expect(formatLocalDateTime(AT, "Asia/Calcutta")).toBe(formatLocalDateTime(AT, "Asia/Kolkata"));
  });

  it("knows the country of every zone a person can choose", () => {
    for (const zone of timeZoneChoices()) {
      if (zone === "UTC") continue;
      expect(timeZoneCountry(zone), zone).toMatch(/^[A-Z]{2}$/);
    }
    expect(timeZoneCountry("Asia/Kolkata")).toBe("IN");
    expect(timeZoneCountry("UTC")).toBeNull();
  });
});

describe("searching the zone list", () => {
  const zones = timeZoneChoicesIn("en", new Date(AT));
  const first = (query: string) => searchTimeZones(zones, query)[0]?.value;

  it('finds Asia/Kolkata first for "India", before the Indian Ocean and Indiana', () => {
    const found = searchTimeZones(zones, "India").map((z) => z.value);
    expect(found[0]).toBe("Asia/Kolkata");
    expect(found).toEqual(expect.arrayContaining(["Indian/Chagos", "America/Indiana/Indianapolis"]));
    expect(first("india ")).toBe("Asia/Kolkata");
  });

  it("finds a zone by its city, its old name or its country", () => {
    expect(first("kolk")).toBe("Asia/Kolkata");
    expect(first("Calcutta")).toBe("Asia/Kolkata");
    expect(first("los an")).toBe("America/Los_Angeles");
    expect(first("Nepal")).toBe("Asia/Kathmandu");
    expect(first("United Kingdom")).toBe("Europe/London");
  });

  it("keeps the chosen zone, last when it does not match, and everything for an empty search", () => {
    const found = searchTimeZones(zones, "India", "Europe/London").map((z) => z.value);
    expect(found.at(-1)).toBe("Europe/London");
    expect(searchTimeZones(zones, "  ")).toHaveLength(zones.length);
    expect(searchTimeZones(zones, "zzzz")).toEqual([]);
  });
});
