import { describe, expect, it } from "vitest";
import { ASSESSMENT_KINDS, type AssessmentAnswers } from "@/lib/assessments/instruments";
import { scoreSubmission } from "@/lib/assessments/score";
import { storedResult } from "@/lib/assessments/stored-results";
import { assessmentFigure } from "@/lib/trends/figures/assessment-figures";
import { trendPoints, type HistoryRow } from "@/lib/trends/assessment-series";
import { validAnswers } from "@/tests/support/valid-answers";

const DEVANAGARI = /[\u0900-\u097F]/;
/** Three Latin words in a row (tests/e2e/support/hindi.ts reads a page the same way); GAD-7 keeps its name. */
const ENGLISH_RUN = /\b[A-Za-z][A-Za-z'’-]+(?:[\s,]+[A-Za-z][A-Za-z'’-]+){2,}/;

/** Two saved results of `kind`, a week apart, as the report's history reads them. */
function twoTakes(kind: (typeof ASSESSMENT_KINDS)[number]): HistoryRow[] {
  const answers = validAnswers()[kind] as AssessmentAnswers[typeof kind];
  const result = storedResult(kind, scoreSubmission(kind, answers));
  return ["2026-11-01T10:00:00Z", "2026-11-08T10:00:00Z"].map((iso) => ({ kind, result, createdAt: new Date(iso) }));
}

describe("a trend figure in Hindi (lib/trends/figures)", () => {
  it.each(ASSESSMENT_KINDS)("%s: its caption, columns, series, cells and latest line read in Hindi", (kind) => {
    const points = trendPoints(kind, twoTakes(kind));
    const hindi = assessmentFigure(kind, points, "Asia/Kolkata", "hi");
    const english = assessmentFigure(kind, points, "Asia/Kolkata");
    const words = [hindi.table.caption, ...hindi.table.columns, ...hindi.table.rows.flat(), ...hindi.chart.series.map((s) => s.name), hindi.latest];
    for (const text of words.map((w) => w.replace("GAD-7", ""))) expect(text).not.toMatch(ENGLISH_RUN);
    expect(hindi.table.caption).toMatch(DEVANAGARI);
    expect(hindi.latest).toMatch(DEVANAGARI);
    expect(hindi.table.rows[0]![0]).toBe("1 नवंबर 2026");
    // The same figure, only in other words: values, colours and axes are the locale's business nowhere.
    const values = (data: typeof hindi.chart.data) => data.map((row) => Object.entries(row).filter(([key]) => key !== "label"));
    expect(values(hindi.chart.data)).toEqual(values(english.chart.data));
    expect(hindi.chart.yDomain).toEqual(english.chart.yDomain);
    expect(hindi.chart.series.map((s) => s.color)).toEqual(english.chart.series.map((s) => s.color));
  });
});
