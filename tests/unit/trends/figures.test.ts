import { describe, expect, it } from "vitest";
import { assessmentFigure } from "@/lib/trends/figures/assessment-figures";
import { elementDaysFigure, moodGunasFigure } from "@/lib/trends/figures/mood-figures";
import { pointLabels } from "@/lib/trends/figures/point-labels";
import { DOSHA_FILL } from "@/lib/colors/dosha-fill";
import { scoreGad7, scoreLifestyle } from "@/lib/scoring";
import { trendPoints, type HistoryRow } from "@/lib/trends/assessment-series";
import { lastDays } from "@/lib/trends/mood-series";

const gad7 = (items: number[], iso: string): HistoryRow => ({ kind: "gad7", result: scoreGad7(items), createdAt: new Date(iso) });

describe("point labels", () => {
  it("numbers a second result on the same day so each point keeps its own place", () => {
    expect(pointLabels(["2026-11-20T09:00:00Z", "2026-11-23T09:00:00Z", "2026-11-23T18:00:00Z"], "UTC")).toEqual(["20 Nov", "23 Nov", "23 Nov (2)"]);
  });

  it("dates each point on the person's calendar", () => {
    // 18:00Z on the 23rd is 23:30 there in Kolkata; 19:00Z is 00:30 on the 24th.
    expect(pointLabels(["2026-11-23T18:00:00Z", "2026-11-23T19:00:00Z"], "Asia/Kolkata")).toEqual(["23 Nov", "24 Nov"]);
    expect(pointLabels(["2026-11-23T18:00:00Z", "2026-11-23T19:00:00Z"], "UTC")).toEqual(["23 Nov", "23 Nov (2)"]);
    expect(pointLabels(["2026-12-31T10:30:00Z", "2027-01-02T09:00:00Z"], "Pacific/Kiritimati")).toEqual(["1 Jan", "2 Jan"]);
  });

  it("adds the year when the points span more than one", () => {
    expect(pointLabels(["2025-12-30T09:00:00Z", "2026-01-02T09:00:00Z"], "UTC")).toEqual(["30 Dec 2025", "2 Jan 2026"]);
  });
});

describe("the GAD-7 trend", () => {
  const points = trendPoints("gad7", [gad7([1, 1, 1, 1, 1, 1, 1], "2026-11-01T10:00:00Z"), gad7([2, 2, 2, 2, 2, 2, 2], "2026-11-15T10:00:00Z")]);
  const figure = assessmentFigure("gad7", points, "UTC");

  it("charts each total against the four bands, on the 0-21 scale", () => {
    expect(figure.chart.data).toEqual([
      { label: "1 Nov", total: 7 },
      { label: "15 Nov", total: 14 },
    ]);
    expect(figure.chart.yDomain).toEqual([0, 21]);
    expect(figure.chart.yTicks).toEqual([0, 5, 10, 15, 21]);
    expect(figure.chart.areas?.map((a) => [a.label, a.from, a.to])).toEqual([
      ["Minimal", 0, 4.5],
      ["Mild", 4.5, 9.5],
      ["Moderate", 9.5, 14.5],
      ["Severe", 14.5, 21],
    ]);
  });

  it("lists every date, total and band in its table, oldest first", () => {
    expect(figure.table.columns).toEqual(["Date", "Total", "Band"]);
    expect(figure.table.rows).toEqual([
      ["1 Nov 2026", "7 of 21", "Mild"],
      ["15 Nov 2026", "14 of 21", "Moderate"],
    ]);
    expect(figure.latest).toBe("Latest: 14 of 21, in the moderate band.");
  });
});

describe("dosha trends", () => {
  it("draw Vata, Pitta and Kapha in the dosha colours, as shares of 100", () => {
    const rows: HistoryRow[] = [
      { kind: "prakriti", result: { counts: { v: 2, p: 1, k: 1 }, code: "V" }, createdAt: new Date("2026-11-01T10:00:00Z") },
      { kind: "prakriti", result: { counts: { v: 0, p: 3, k: 1 }, code: "P" }, createdAt: new Date("2026-11-08T10:00:00Z") },
    ];
    const figure = assessmentFigure("prakriti", trendPoints("prakriti", rows), "UTC");
    expect(figure.chart.series.map((s) => [s.name, s.color])).toEqual([
      ["Vata", DOSHA_FILL.vata],
      ["Pitta", DOSHA_FILL.pitta],
      ["Kapha", DOSHA_FILL.kapha],
    ]);
    // Lines differ by their dash too, not by colour alone.
    expect(new Set(figure.chart.series.map((s) => s.dash)).size).toBe(3);
    expect(figure.table.rows).toEqual([
      ["1 Nov 2026", "50%", "25%", "25%"],
      ["8 Nov 2026", "0%", "75%", "25%"],
    ]);
  });

  it("shade lifestyle's bands in gentle words and name each score's band", () => {
    const life = (value: number, iso: string): HistoryRow => ({
      kind: "life",
      result: scoreLifestyle([{ domain: "sleep", weights: [24, 8, 0], value }]),
      createdAt: new Date(iso),
    });
    const figure = assessmentFigure("life", trendPoints("life", [life(4, "2026-11-01T10:00:00Z"), life(2, "2026-11-08T10:00:00Z")]), "UTC");
    expect(figure.chart.areas?.map((a) => [a.label, a.from, a.to])).toEqual([
      ["Light", 0, 10],
      ["Some", 10, 20],
      ["Strong", 20, 30],
    ]);
    expect(figure.chart.yDomain).toEqual([0, 30]);
    expect(figure.chart.yTicks).toEqual([0, 10, 20, 30]);
    expect(figure.table.rows[0]).toEqual(["1 Nov 2026", "24 (strong influence)", "8 (light influence)", "0 (light influence)"]);
  });
});

describe("mood figures", () => {
  const days = lastDays("2026-11-23", 30);

  it("put each chosen day on its element's row, and only chosen days in the table", () => {
    const figure = elementDaysFigure(days.map((day) => ({ day, element: day === "2026-11-23" ? "agni" : null })));
    expect(figure?.chart.days).toHaveLength(30);
    expect(figure?.chart.days.at(-1)).toMatchObject({ label: "23 Nov", name: "Agni", row: 1 });
    expect(figure?.chart.rows.map((r) => r.name)).toEqual(["Akasha", "Agni", "Prthvi", "Apas", "Vayu"]);
    expect(figure?.table.rows).toEqual([["23 Nov 2026", "Agni (fire, drive)"]]);
  });

  it("are empty states until there is something to show", () => {
    expect(elementDaysFigure(days.map((day) => ({ day, element: null })))).toBeNull();
    expect(moodGunasFigure([{ day: "2026-11-23", sattva: 40, rajas: 35, tamas: 25, checks: 1 }])).toBeNull();
    const two = moodGunasFigure([
      { day: "2026-11-22", sattva: 40, rajas: 35, tamas: 25, checks: 1 },
      { day: "2026-11-23", sattva: 50, rajas: 30, tamas: 20, checks: 2 },
    ]);
    expect(two?.table.rows).toEqual([
      ["22 Nov 2026", "40", "35", "25", "1"],
      ["23 Nov 2026", "50", "30", "20", "2"],
    ]);
  });
});

describe("trend kinds", () => {
  it("cover every assessment kind once, the body type first", async () => {
    const { ASSESSMENT_KINDS } = await import("@/lib/assessments/instruments/kinds");
    const { TREND_KINDS } = await import("@/lib/trends/figures/assessment-figures");
    expect([...TREND_KINDS].sort()).toEqual([...ASSESSMENT_KINDS].sort());
    expect(TREND_KINDS[0]).toBe("onboarding");
  });
});
