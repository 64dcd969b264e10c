import { describe, expect, it } from "vitest";
import { moodCheck } from "@/lib/scoring";
import { elementsByDay, lastDays, moodGunasByDay, moodWindow, MOOD_TREND_DAYS } from "@/lib/trends/mood-series";

describe("the Mood tab's window", () => {
  it("is the 30 days up to today, across a month's end", () => {
    const days = lastDays("2026-03-02");
    expect(days).toHaveLength(MOOD_TREND_DAYS);
    expect(days[0]).toBe("2026-02-01");
    expect(days.slice(-3)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
  });

  it("ends on the person's today, which may already be tomorrow in UTC, or still yesterday", () => {
    const now = new Date("2026-11-23T22:00:00Z");
    expect(moodWindow("UTC", now).at(-1)).toBe("2026-11-23");
    expect(moodWindow("Asia/Kolkata", now).at(-1)).toBe("2026-11-24");
    expect(moodWindow("Pacific/Kiritimati", now)[0]).toBe("2026-10-26");
    expect(moodWindow("America/Los_Angeles", new Date("2026-11-24T06:30:00Z")).at(-1)).toBe("2026-11-23");
  });

  it("refuses what is not a day", () => {
    expect(() => lastDays("23 Nov")).toThrow(RangeError);
  });
});

describe("elementsByDay", () => {
  it("gives every day of the window its element or null, ignoring days outside it", () => {
    const days = lastDays("2026-11-23", 3);
    const rows = [
      { day: "2026-11-23", element: "apas" as const },
      { day: "2026-11-21", element: "agni" as const },
      { day: "2026-10-01", element: "vayu" as const },
    ];
    expect(elementsByDay(rows, days)).toEqual([
      { day: "2026-11-21", element: "agni" },
      { day: "2026-11-22", element: null },
      { day: "2026-11-23", element: "apas" },
    ]);
  });
});

describe("moodGunasByDay", () => {
  it("averages the checks of a day, out of 100, and leaves days without a check out", () => {
    const days = lastDays("2026-11-23", 3);
    const calm = moodCheck({ mind: 1, body: 1, temp: 3 });
    const racing = moodCheck({ mind: 5, body: 3, temp: 5 });
    const checks = [
      { createdAt: new Date("2026-11-21T08:00:00Z"), result: calm },
      { createdAt: new Date("2026-11-23T08:00:00Z"), result: calm },
      { createdAt: new Date("2026-11-23T20:00:00Z"), result: racing },
      { createdAt: new Date("2026-11-01T08:00:00Z"), result: racing },
      { createdAt: new Date("2026-11-22T08:00:00Z"), result: { nothing: true } },
    ];
    const points = moodGunasByDay(checks, days, "UTC");
    expect(points.map((p) => [p.day, p.checks])).toEqual([
      ["2026-11-21", 1],
      ["2026-11-23", 2],
    ]);
    expect(points[0]).toMatchObject({ sattva: Math.round(calm.gunaState.sattva * 100) });
    const mean = (g: "sattva" | "rajas" | "tamas") => Math.round(((calm.gunaState[g] + racing.gunaState[g]) / 2) * 100);
    expect(points[1]).toMatchObject({ sattva: mean("sattva"), rajas: mean("rajas"), tamas: mean("tamas") });
  });

  it("puts each check on the person's day: 23:30 and 00:30 in Kolkata are two days", () => {
    const days = lastDays("2026-11-25", 3);
    const calm = moodCheck({ mind: 1, body: 1, temp: 3 });
    const checks = [
      { createdAt: new Date("2026-11-24T18:00:00Z"), result: calm }, // 23:30 on the 24th there
      { createdAt: new Date("2026-11-24T19:00:00Z"), result: calm }, // 00:30 on the 25th there
    ];
    expect(moodGunasByDay(checks, days, "Asia/Kolkata").map((p) => [p.day, p.checks])).toEqual([
      ["2026-11-24", 1],
      ["2026-11-25", 1],
    ]);
    expect(moodGunasByDay(checks, days, "UTC").map((p) => [p.day, p.checks])).toEqual([["2026-11-24", 2]]);
  });
});
