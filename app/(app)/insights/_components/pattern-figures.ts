import { INSIGHTS_COPY, MEASURE_WORDS } from "@/content/insights";
import type { ChartSpec, TrendTable } from "@/lib/trends/figures/chart-spec";
import type { Measure } from "@/lib/insights/day-record";
import type { NamedPattern } from "@/lib/insights/view";
import { figure } from "@/lib/insights/words";

const WITH_COLOR = "#3f7466";
// Dark enough that its legend text reads on white (about 4.5:1).
const WITHOUT_COLOR = "#7d6d50";
const tenth = (n: number) => Math.round(n * 10) / 10;

/** A grouped bar chart of one measure on days with and without each compared practice, and its table. */
export function patternFigure(
  measure: Measure,
  patterns: readonly NamedPattern[],
): { measure: Measure; title: string; chart: ChartSpec; table: TrendTable } | null {
  const rows = patterns.filter((p) => p.timing === "day" && p.measure === measure);
  if (!rows.length) return null;
  const word = MEASURE_WORDS[measure];
  return {
    measure,
    title: `Your ${word}, with and without`,
    chart: {
      type: "trend",
      grouped: true,
      data: rows.map((p) => ({ label: p.name, with: tenth(p.with.mean), without: tenth(p.without.mean) })),
      series: [
        { key: "with", name: "Days with it", color: WITH_COLOR, mark: "bar" },
        { key: "without", name: "Days without", color: WITHOUT_COLOR, mark: "bar" },
      ],
      yDomain: [0, 5],
      yTicks: [0, 1, 2, 3, 4, 5],
    },
    table: {
      caption: INSIGHTS_COPY.chartCaption(word),
      columns: ["Practice", "Days with it", "Days without", "Difference"],
      rows: rows.map((p) => [p.name, `${figure(p.with.mean)} (${p.with.days} days)`, `${figure(p.without.mean)} (${p.without.days} days)`, p.size]),
    },
  };
}
