import { describe, expect, it } from "vitest";
import { formatDateIn, formatDateTimeIn, formatDayIn, formatDayShortIn, formatMonthIn, formatTimeIn, weekdaysIn } from "@/lib/time/format-in-locale";

const at = new Date("2026-11-24T17:50:00Z");
// 18:50 UTC on 24 November is already 25 November, 00:20, in Kolkata: the person's own day.
const LATE_EVENING_UTC = new Date("2026-11-24T18:50:00Z");

describe("dates in the page's language", () => {
  it("keeps English exactly as lib/time/format.ts prints it", () => {
    expect(formatDateTimeIn("en", at, "Asia/Kolkata")).toBe("24 Nov 2026, 23:20");
    expect(formatDateIn("en", LATE_EVENING_UTC, "Asia/Kolkata")).toBe("25 Nov 2026");
    expect(formatTimeIn("en", LATE_EVENING_UTC, "Asia/Kolkata")).toBe("00:20");
    expect(formatDayIn("en", "2026-11-24")).toBe("24 Nov 2026");
    expect(formatDayShortIn("en", "2026-11-24")).toBe("24 Nov");
    expect(formatMonthIn("en", "2026-11", "November 2026")).toBe("November 2026");
  });

  it("writes Hindi through Intl, in the person's zone", () => {
    expect(formatDateTimeIn("hi", at, "Asia/Kolkata")).toBe("24 नवंबर 2026 को रात 11:20 बजे");
    // The same instant is already the 25th in Tokyo.
    expect(formatDateTimeIn("hi", at, "Asia/Tokyo")).toMatch(/^25 नवंबर 2026/);
    expect(formatDateIn("hi", LATE_EVENING_UTC, "Asia/Kolkata")).toBe("25 नवंबर 2026");
    expect(formatDateIn("hi", LATE_EVENING_UTC, "UTC")).toBe("24 नवंबर 2026");
    expect(formatDayIn("hi", "2026-11-24")).toBe("24 नवंबर 2026");
    expect(formatMonthIn("hi", "2026-11", "November 2026")).toBe("नवंबर 2026");
    expect(weekdaysIn("hi")[0]).toEqual(["सोम", "सोमवार"]);
  });

  it("says a Hindi time with its part of the day in words, never am or pm in Latin letters", () => {
    expect(formatTimeIn("hi", new Date("2026-11-24T00:40:00Z"), "Asia/Kolkata")).toBe("सुबह 6:10");
    expect(formatTimeIn("hi", at, "Asia/Kolkata")).toBe("रात 11:20");
    expect(formatDateTimeIn("hi", LATE_EVENING_UTC, "Asia/Kolkata")).not.toMatch(/[ap]m/i);
  });

  it("gives an empty string for an invalid time", () => {
    expect(formatDateIn("hi", new Date(Number.NaN), "UTC")).toBe("");
  });
});
