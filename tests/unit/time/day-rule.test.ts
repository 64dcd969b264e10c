import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  formatterFor,
  localDay,
  localDayBounds,
  localParts,
  localRangeBounds,
  localReading,
  offsetMinutes,
  startOfLocalDay,
  todayIn,
} from "@/lib/time/day";

const utc = (iso: string) => new Date(`${iso}Z`);
const HOUR = 3_600_000;

// Local 23:30 and 00:30 around midnight, written as the UTC instant each one is, per zone.
// Each row: zone, the instant, the local day it must land on, and what the UTC date would say.
const lateAndEarly: [zone: string, instant: string, local: string, utcDay: string][] = [
  // India, +05:30 all year: 00:30 on the 25th is still the 24th in UTC (the example).
  ["Asia/Kolkata", "2026-11-24T18:00:00", "2026-11-24", "2026-11-24"],
  ["Asia/Kolkata", "2026-11-24T19:00:00", "2026-11-25", "2026-11-24"],
  // Kiritimati, +14: a whole calendar day ahead of UTC for most of the day.
  ["Pacific/Kiritimati", "2026-11-24T09:30:00", "2026-11-24", "2026-11-24"],
  ["Pacific/Kiritimati", "2026-11-24T10:30:00", "2026-11-25", "2026-11-24"],
  // Los Angeles: 23:30 on the evening before each clock change, 00:30 on the day itself.
  ["America/Los_Angeles", "2026-03-08T07:30:00", "2026-03-07", "2026-03-08"],
  ["America/Los_Angeles", "2026-03-08T08:30:00", "2026-03-08", "2026-03-08"],
  ["America/Los_Angeles", "2026-03-09T06:30:00", "2026-03-08", "2026-03-09"],
  ["America/Los_Angeles", "2026-11-01T06:30:00", "2026-10-31", "2026-11-01"],
  ["America/Los_Angeles", "2026-11-01T07:30:00", "2026-11-01", "2026-11-01"],
  ["America/Los_Angeles", "2026-11-02T07:30:00", "2026-11-01", "2026-11-02"],
  // London: GMT in winter (same as UTC), BST (+1) in summer.
  ["Europe/London", "2026-03-28T23:30:00", "2026-03-28", "2026-03-28"],
  ["Europe/London", "2026-03-29T00:30:00", "2026-03-29", "2026-03-29"],
  ["Europe/London", "2026-03-29T22:30:00", "2026-03-29", "2026-03-29"],
  ["Europe/London", "2026-03-29T23:30:00", "2026-03-30", "2026-03-29"],
  ["Europe/London", "2026-10-24T22:30:00", "2026-10-24", "2026-10-24"],
  ["Europe/London", "2026-10-24T23:30:00", "2026-10-25", "2026-10-24"],
  ["Europe/London", "2026-10-25T23:30:00", "2026-10-25", "2026-10-25"],
  ["Europe/London", "2026-10-26T00:30:00", "2026-10-26", "2026-10-26"],
];

describe("localDay", () => {
  it.each(lateAndEarly)("in %s, %s lands on %s", (zone, instant, local, utcDay) => {
    const at = utc(instant);
    expect(localDay(at, zone)).toBe(local);
    expect(at.toISOString().slice(0, 10)).toBe(utcDay);
    expect(todayIn(zone, at)).toBe(local);
  });

  it("reads the wall clock at 23:30 and 00:30 local in each zone", () => {
    expect(localParts(utc("2026-11-24T18:00:00"), "Asia/Kolkata")).toMatchObject({ hour: 23, minute: 30 });
    expect(localParts(utc("2026-11-24T10:30:00"), "Pacific/Kiritimati")).toMatchObject({ day: 25, hour: 0, minute: 30 });
    expect(localParts(utc("2026-03-08T08:30:00"), "America/Los_Angeles")).toMatchObject({ hour: 0, minute: 30 });
    expect(localParts(utc("2026-10-24T23:30:00"), "Europe/London")).toMatchObject({ day: 25, hour: 0, minute: 30 });
  });

  it("refuses a zone that does not exist", () => {
    expect(() => localDay(new Date(), "Mars/Olympus_Mons")).toThrow(RangeError);
  });

  // localParts reads the formatter's text for speed; formatToParts is the reference reading, and
  // the one it falls back to (years outside 1000-9999 included).
  it("reads every instant as formatToParts does, in any zone, with its offset beside it", () => {
    const reference = (ms: number, zone: string) => {
      const parts = formatterFor(zone).formatToParts(ms);
      const of = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      return { year: of("year"), month: of("month"), day: of("day"), hour: of("hour"), minute: of("minute"), second: of("second") };
    };
    const zones = ["Asia/Kolkata", "America/Los_Angeles", "Australia/Lord_Howe", "Pacific/Chatham", "Africa/Monrovia", "UTC"];
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: Date.UTC(1, 0, 1), max: Date.UTC(12000, 0, 1) }), (zone, ms) => {
        const parts = localParts(ms, zone);
        expect(parts).toEqual(reference(ms, zone));
        expect(localReading(ms, zone)).toEqual({ ...parts, offset: offsetMinutes(ms, zone) });
      }),
      { numRuns: 500 },
    );
    expect(localParts(Date.UTC(999, 5, 1, 12), "UTC")).toMatchObject({ year: 999, month: 6, day: 1, hour: 12 });
  });
});

describe("offsetMinutes", () => {
  it("follows each zone's rules, DST included", () => {
    expect(offsetMinutes(utc("2026-11-24T12:00:00"), "Asia/Kolkata")).toBe(330);
    expect(offsetMinutes(utc("2026-11-24T12:00:00"), "Pacific/Kiritimati")).toBe(840);
    expect(offsetMinutes(utc("2026-01-15T12:00:00"), "America/Los_Angeles")).toBe(-480);
    expect(offsetMinutes(utc("2026-07-15T12:00:00"), "America/Los_Angeles")).toBe(-420);
    expect(offsetMinutes(utc("2026-01-15T12:00:00"), "Europe/London")).toBe(0);
    expect(offsetMinutes(utc("2026-07-15T12:00:00"), "Europe/London")).toBe(60);
    expect(offsetMinutes(utc("2026-07-15T12:00:00"), "UTC")).toBe(0);
  });
});

describe("localDayBounds", () => {
  it.each([
    // zone, day, start, end, hours long
    ["Asia/Kolkata", "2026-11-25", "2026-11-24T18:30:00", "2026-11-25T18:30:00", 24],
    ["Pacific/Kiritimati", "2026-11-25", "2026-11-24T10:00:00", "2026-11-25T10:00:00", 24],
    ["America/Los_Angeles", "2026-03-08", "2026-03-08T08:00:00", "2026-03-09T07:00:00", 23],
    ["America/Los_Angeles", "2026-11-01", "2026-11-01T07:00:00", "2026-11-02T08:00:00", 25],
    ["Europe/London", "2026-03-29", "2026-03-29T00:00:00", "2026-03-29T23:00:00", 23],
    ["Europe/London", "2026-10-25", "2026-10-24T23:00:00", "2026-10-26T00:00:00", 25],
    ["UTC", "2026-11-25", "2026-11-25T00:00:00", "2026-11-26T00:00:00", 24],
  ])("in %s, %s runs from %s to %s (%i hours)", (zone, day, start, end, hours) => {
    const bounds = localDayBounds(day, zone);
    expect(bounds.start.toISOString()).toBe(utc(start).toISOString());
    expect(bounds.end.toISOString()).toBe(utc(end).toISOString());
    expect((bounds.end.getTime() - bounds.start.getTime()) / HOUR).toBe(hours);
  });

  it("starts a day whose midnight the clocks skip at the first minute that exists", () => {
    // Santiago moves from -04 to -03 at midnight starting 6 Sep 2026: the day begins at 01:00 local.
    const start = startOfLocalDay("2026-09-06", "America/Santiago");
    expect(start.toISOString()).toBe("2026-09-06T04:00:00.000Z");
    expect(localParts(start, "America/Santiago")).toMatchObject({ day: 6, hour: 1, minute: 0 });
    expect(localDay(start.getTime() - 1, "America/Santiago")).toBe("2026-09-05");
  });

  it("covers a range of days from the first day's start to the day after the last", () => {
    const range = localRangeBounds("2026-11-01", "2026-11-30", "America/Los_Angeles");
    expect(range.start.toISOString()).toBe("2026-11-01T07:00:00.000Z");
    expect(range.end.toISOString()).toBe("2026-12-01T08:00:00.000Z");
  });

  it("holds every instant inside the bounds of its own local day (any zone, any time)", () => {
    const zones = [
      "Asia/Kolkata",
      "Pacific/Kiritimati",
      "America/Los_Angeles",
      "Europe/London",
      "Australia/Lord_Howe",
      "Asia/Kathmandu",
      "Pacific/Chatham",
      "America/St_Johns",
      "UTC",
    ];
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), (zone, ms) => {
        const day = localDay(ms, zone);
        const { start, end } = localDayBounds(day, zone);
        expect(start.getTime()).toBeLessThanOrEqual(ms);
        expect(ms).toBeLessThan(end.getTime());
        expect(localDay(start, zone)).toBe(day);
        expect(localDay(end, zone)).toBe(addDays(day, 1));
      }),
      { numRuns: 300 },
    );
  });
});

describe("addDays", () => {
  it("moves across months, years and leap days", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-03-08", -29)).toBe("2026-02-07");
  });

  it("refuses what is not a day", () => {
    expect(() => addDays("25/11/2026", 1)).toThrow(RangeError);
  });
});
