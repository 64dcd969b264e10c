import { describe, expect, it } from "vitest";
import { sunDay } from "@/lib/rhythm/sun";
import { zonePlace } from "@/lib/season/zone-places";
import { formatLocalTime } from "@/lib/time/format";

const minutesOf = (at: Date, zone: string) => {
  const [h, m] = formatLocalTime(at, zone).split(":").map(Number) as [number, number];
  return h * 60 + m;
};

/** Almanac times to the minute (sunrise, sunset) for a few places and days. */
const KNOWN = [
  { where: "Kolkata on the June solstice", day: "2026-06-21", zone: "Asia/Kolkata", place: zonePlace("Asia/Kolkata")!, rise: "04:52", set: "18:23" },
  { where: "Sydney on the December solstice", day: "2026-12-21", zone: "Australia/Sydney", place: zonePlace("Australia/Sydney")!, rise: "05:41", set: "20:05" },
  { where: "Delhi on New Year's Day", day: "2026-01-01", zone: "Asia/Kolkata", place: { latitude: 28.6139, longitude: 77.209 }, rise: "07:14", set: "17:35" },
];

describe("sunrise and sunset from suncalc", () => {
  it.each(KNOWN)("match the almanac within two minutes: $where", ({ day, zone, place, rise, set }) => {
    const sun = sunDay(day, zone, place)!;
    const clock = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    expect(Math.abs(minutesOf(sun.sunrise, zone) - clock(rise))).toBeLessThanOrEqual(2);
    expect(Math.abs(minutesOf(sun.sunset, zone) - clock(set))).toBeLessThanOrEqual(2);
    expect(sun.sunrise.toISOString().slice(0, 10) <= day).toBe(true);
  });

  it("gives the local day's own sunrise, and the next morning's after its sunset", () => {
    const sun = sunDay("2026-11-28", "Australia/Sydney", zonePlace("Australia/Sydney")!)!;
    expect(formatLocalTime(sun.sunrise, "Australia/Sydney")).toMatch(/^05:/);
    expect(sun.sunset.getTime()).toBeGreaterThan(sun.sunrise.getTime());
    expect(sun.nextSunrise.getTime() - sun.sunrise.getTime()).toBeGreaterThan(23.9 * 3_600_000);
    expect(sun.nextSunrise.getTime() - sun.sunrise.getTime()).toBeLessThan(24.1 * 3_600_000);
  });

  it("has no sunrise in the polar night", () => {
    expect(sunDay("2026-12-21", "Arctic/Longyearbyen", zonePlace("Arctic/Longyearbyen")!)).toBeNull();
  });
});
