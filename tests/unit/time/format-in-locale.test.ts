import { describe, expect, it } from "vitest";
import { formatDateTimeIn, formatDayIn, formatMonthIn, weekdaysIn } from "@/lib/time/format-in-locale";

const at = new Date("2026-11-24T17:50:00Z");

describe("dates in the page's language", () => {
  it("keeps English exactly as before", () => {
    expect(formatDateTimeIn("en", at, "Asia/Kolkata")).toBe("24 Nov 2026, 23:20");
    expect(formatDayIn("en", "2026-11-24")).toBe("24 Nov 2026");
    expect(formatMonthIn("en", "2026-11", "November 2026")).toBe("November 2026");
  });

  it("writes Hindi through Intl, in the person's zone", () => {
    expect(formatDateTimeIn("hi", at, "Asia/Kolkata")).toMatch(/^24 नवंबर 2026.*11:20/);
    // The same instant is already the 25th in Tokyo.
    expect(formatDateTimeIn("hi", at, "Asia/Tokyo")).toMatch(/^25 नवंबर 2026/);
    expect(formatDayIn("hi", "2026-11-24")).toBe("24 नवंबर 2026");
    expect(formatMonthIn("hi", "2026-11", "November 2026")).toBe("नवंबर 2026");
    expect(weekdaysIn("hi")[0]).toEqual(["सोम", "सोमवार"]);
  });
});
