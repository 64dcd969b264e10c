import { describe, expect, it } from "vitest";
import { canonicalTimeZone, DEFAULT_TIME_ZONE, isKnownTimeZone, isSameTimeZone, timeZoneChoices } from "@/lib/time/zone";
import { TIME_ZONE_UNKNOWN, timeZoneFormSchema, timeZoneSchema } from "@/lib/validations/time-zone";

describe("time zones", () => {
  it("accepts every zone of Intl.supportedValuesOf and UTC, the default", () => {
    for (const zone of Intl.supportedValuesOf("timeZone")) expect(isKnownTimeZone(zone)).toBe(true);
    expect(isKnownTimeZone(DEFAULT_TIME_ZONE)).toBe(true);
  });

  it("accepts another runtime's name for a listed zone, and treats the two as one", () => {
    expect(isKnownTimeZone("Asia/Kolkata")).toBe(true);
    expect(isKnownTimeZone("Asia/Calcutta")).toBe(true);
    expect(isSameTimeZone("Asia/Kolkata", "Asia/Calcutta")).toBe(true);
    expect(isSameTimeZone("Asia/Kolkata", "Asia/Dhaka")).toBe(false);
  });

  it("refuses what is not an IANA zone", () => {
    for (const bad of ["", "Mars/Olympus_Mons", "+05:30", "IST", "Asia/Kolkata\u0000", " ", "../etc/passwd", "x".repeat(80)]) {
      expect(isKnownTimeZone(bad)).toBe(false);
    }
    expect(canonicalTimeZone("Nowhere/Here")).toBeNull();
  });

  it("offers a sorted list, each zone once and by its current name", () => {
    const choices = timeZoneChoices();
    expect(choices).toContain("Asia/Kolkata");
    expect(choices.filter((z) => isSameTimeZone(z, "Asia/Kolkata"))).toEqual(["Asia/Kolkata"]);
    expect(choices).toContain("UTC");
    expect([...choices].sort()).toEqual(choices);
    for (const old of ["Asia/Calcutta", "Europe/Kiev", "Asia/Saigon", "America/Buenos_Aires"]) expect(choices).not.toContain(old);
    expect(choices).toEqual(expect.arrayContaining(["Europe/Kyiv", "Asia/Ho_Chi_Minh", "America/Argentina/Buenos_Aires"]));
    expect(new Set(choices.map((z) => canonicalTimeZone(z))).size).toBe(choices.length);
  });
});

describe("timeZoneSchema", () => {
  it("trims and keeps a known zone", () => {
    expect(timeZoneSchema.parse(" Europe/London ")).toBe("Europe/London");
    expect(timeZoneFormSchema.parse({ timeZone: "Pacific/Kiritimati" })).toEqual({ timeZone: "Pacific/Kiritimati" });
  });

  it("keeps a zone by its current name, whatever name the browser sent", () => {
    expect(timeZoneSchema.parse("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(timeZoneSchema.parse("Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(timeZoneSchema.parse("Europe/Kiev")).toBe("Europe/Kyiv");
    expect(timeZoneSchema.parse("US/Pacific")).toBe("America/Los_Angeles");
    expect(timeZoneSchema.parse("UTC")).toBe("UTC");
  });

  it("answers one clear message for anything else", () => {
    for (const bad of ["Europe/Atlantis", 42, null, ""]) {
      const result = timeZoneSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TIME_ZONE_UNKNOWN);
    }
  });
});
