import { describe, expect, it } from "vitest";
import { localDates } from "@/lib/i18n/local-dates";

// 18:50 UTC on 24 November is already 25 November, 00:20, in Kolkata: the person's own day.
const LATE_EVENING_UTC = new Date("2026-11-24T18:50:00Z");

describe("localDates", () => {
  it("keeps English exactly as lib/time/format.ts prints it", () => {
    const dates = localDates("en", "Asia/Kolkata");
    expect(dates.date(LATE_EVENING_UTC)).toBe("25 Nov 2026");
    expect(dates.dateTime(LATE_EVENING_UTC)).toBe("25 Nov 2026, 00:20");
  });

  it("says Hindi with hi-IN's month names and a 24-hour clock, in the person's zone", () => {
    const dates = localDates("hi", "Asia/Kolkata");
    expect(dates.date(LATE_EVENING_UTC)).toBe("25 नवंबर 2026");
    expect(dates.dateTime(LATE_EVENING_UTC)).toMatch(/^25 नवंबर 2026.*00:20/);
    expect(dates.dateTime(LATE_EVENING_UTC)).not.toMatch(/[ap]m/i);
    expect(localDates("hi", "UTC").date(LATE_EVENING_UTC)).toBe("24 नवंबर 2026");
  });
});
