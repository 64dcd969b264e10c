import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RITUS, rituOn, sandhiOn } from "@/lib/season/ritu";

const DAY_MS = 86_400_000;
const asDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Any day from 1900 to 2199. */
const anyDay = fc.integer({ min: Date.UTC(1900, 0, 1) / DAY_MS, max: Date.UTC(2199, 11, 31) / DAY_MS }).map((n) => n * DAY_MS);
const hemisphere = fc.constantFrom("north" as const, "south" as const);

describe("the ritu over the years", () => {
  it("moves only forward: the next day has the same ritu or the one after it", () => {
    fc.assert(
      fc.property(anyDay, hemisphere, (ms, h) => {
        const today = RITUS.indexOf(rituOn(asDay(ms), h));
        const tomorrow = RITUS.indexOf(rituOn(asDay(ms + DAY_MS), h));
        expect([today, (today + 1) % RITUS.length]).toContain(tomorrow);
      }),
      { numRuns: 2000 },
    );
  });

  it("passes through all six ritus, in order, in each year", () => {
    for (const year of [2024, 2026, 2100]) {
      const seen: string[] = [];
      for (let ms = Date.UTC(year, 0, 1); ms < Date.UTC(year + 1, 0, 1); ms += DAY_MS) {
        const ritu = rituOn(asDay(ms), "north");
        if (seen.at(-1) !== ritu) seen.push(ritu);
      }
      expect(seen).toEqual(["hemanta", "shishira", "vasanta", "grishma", "varsha", "sharad", "hemanta"]);
    }
  });

  it("is the same day in the two hemispheres six months apart", () => {
    // Mid-ritu days, away from the changes (which are not exactly six months apart in the calendar).
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2199 }), fc.constantFrom(2, 4, 6, 8, 10, 12), fc.integer({ min: 1, max: 28 }), (year, month, date) => {
        const day = `${year}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
        const later = new Date(Date.UTC(year, month - 1 + 6, date));
        expect(rituOn(day, "south")).toBe(rituOn(asDay(later.getTime()), "north"));
      }),
    );
  });

  it("is three ritus apart on the same day in the two hemispheres", () => {
    fc.assert(
      fc.property(anyDay, (ms) => {
        const north = RITUS.indexOf(rituOn(asDay(ms), "north"));
        expect(RITUS.indexOf(rituOn(asDay(ms), "south"))).toBe((north + 3) % 6);
      }),
    );
  });

  it("has a sandhi exactly on the fourteen days around each change", () => {
    fc.assert(
      fc.property(anyDay, hemisphere, (ms, h) => {
        // A ritu begins within six days back or seven on (so ritus last far longer than a fortnight)
        // exactly when the ritu a week ago differs from the ritu a week on.
        const changesNearby = rituOn(asDay(ms - 7 * DAY_MS), h) !== rituOn(asDay(ms + 7 * DAY_MS), h);
        expect(sandhiOn(asDay(ms), h) !== null).toBe(changesNearby);
      }),
      { numRuns: 2000 },
    );
  });
});
