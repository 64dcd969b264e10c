import { describe, expect, it } from "vitest";
import { parseTab, tabHref } from "@/app/(app)/dashboard/_components/tabs";
import { monthGrid, parseMonth } from "@/lib/mood/calendar";
import { elementTint, ELEMENT_INFO, MOOD_ELEMENTS } from "@/lib/mood/elements";
import { recentElement } from "@/lib/mood/recent";
import { chooseElementSchema, journalEntrySchema, JOURNAL_MAX, moodCheckSchema } from "@/lib/validations/mood";

describe("mood validation", () => {
  it("accepts only the five elements, and no day from the browser (the server decides it)", () => {
    expect(chooseElementSchema.parse({ element: "agni" })).toEqual({ element: "agni" });
    expect(chooseElementSchema.parse({ element: "agni", day: "2020-01-01" })).toEqual({ element: "agni" });
    expect(chooseElementSchema.safeParse({ element: "ether" }).success).toBe(false);
  });

  it("trims journal text and keeps it between 1 and 5,000 characters", () => {
    expect(journalEntrySchema.safeParse({ text: "   " }).success).toBe(false);
    expect(journalEntrySchema.parse({ text: "  hello  " })).toEqual({ text: "hello", element: null });
    expect(journalEntrySchema.safeParse({ text: "a".repeat(JOURNAL_MAX) }).success).toBe(true);
    expect(journalEntrySchema.safeParse({ text: "a".repeat(JOURNAL_MAX + 1) }).success).toBe(false);
  });

  it("takes sliders as whole numbers from 1 to 5 only", () => {
    expect(moodCheckSchema.safeParse({ mind: 1, body: 5, temperature: 3 }).success).toBe(true);
    for (const bad of [0, 6, 2.5, "3", null]) {
      expect(moodCheckSchema.safeParse({ mind: bad, body: 3, temperature: 3 }).success, String(bad)).toBe(false);
    }
  });
});

describe("elements", () => {
  it("has a colour, a readable ink and a first-person message for each element", () => {
    for (const name of MOOD_ELEMENTS) {
      expect(ELEMENT_INFO[name].message).toMatch(/^I /);
      expect(elementTint(name)).toMatch(/^#[0-9A-F]{6}11$/i);
    }
  });

  it("colours the page with the element of the person's today only", () => {
    const rows = [
      { element: "apas" as const, day: "2026-11-24" },
      { element: "agni" as const, day: "2026-11-23" },
    ];
    const now = Date.parse("2026-11-24T12:00:00Z");
    expect(recentElement(rows, "UTC", now)).toBe("apas");
    expect(recentElement(rows, "UTC", now + 86_400_000)).toBeNull();
    expect(recentElement([], "UTC", now)).toBeNull();
    // 19:00Z on the 23rd is 00:30 on the 24th in Kolkata but still the 23rd in Los Angeles.
    const lateUtc = Date.parse("2026-11-23T19:00:00Z");
    expect(recentElement(rows, "Asia/Kolkata", lateUtc)).toBe("apas");
    expect(recentElement(rows, "America/Los_Angeles", lateUtc)).toBe("agni");
  });
});

describe("calendar", () => {
  it("lays a month out Monday first with blanks around it", () => {
    const grid = monthGrid("2026-11");
    expect(grid.label).toBe("November 2026");
    // 1 November 2026 is a Sunday: six blanks before it.
    expect(grid.weeks[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(grid.last).toBe("2026-11-30");
    expect(grid.prev).toBe("2026-10");
    expect(monthGrid("2026-12").next).toBe("2027-01");
    expect(grid.weeks.every((w) => w.length === 7)).toBe(true);
  });

  it("reads only YYYY-MM from the URL, else the person's current month", () => {
    const now = new Date("2026-03-15T00:00:00Z");
    expect(parseMonth("2025-07", "UTC", now)).toBe("2025-07");
    expect(parseMonth("2025-13", "UTC", now)).toBe("2026-03");
    expect(parseMonth(undefined, "UTC", now)).toBe("2026-03");
  });

  it("opens on the month of the person's zone when it differs from UTC's", () => {
    const newYearsEveUtc = new Date("2026-12-31T10:30:00Z"); // 00:30 on 1 January 2027 in Kiritimati
    expect(parseMonth(undefined, "Pacific/Kiritimati", newYearsEveUtc)).toBe("2027-01");
    expect(parseMonth(undefined, "America/Los_Angeles", new Date("2026-12-01T07:30:00Z"))).toBe("2026-11");
  });
});

describe("dashboard tabs", () => {
  it("keeps the tab in the URL and falls back to Home", () => {
    expect(parseTab("mood")).toBe("mood");
    expect(parseTab("admin")).toBe("home");
    expect(tabHref("home")).toBe("/dashboard");
    expect(tabHref("garden")).toBe("/dashboard?tab=garden");
  });
});
