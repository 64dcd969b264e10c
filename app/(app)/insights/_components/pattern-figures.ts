import type { ChartSpec, TrendTable } from "@/lib/trends/figures/chart-spec";
import type { Measure } from "@/lib/insights/day-record";
import type { NamedPattern } from "@/lib/insights/view";
import { figure, type InsightsWords } from "@/lib/insights/words";
import type { Size } from "@/lib/insights/patterns";
import type { Messages } from "next-intl";

/** The Insights catalogue, as the page's translator reads it. */
type Say = (key: keyof Messages["Insights"], values?: Record<string, string | number>) => string;
const SIZE_KEYS = { "a little": "aLittle", clearly: "clearly", "about the same": "aboutTheSame" } as const satisfies Record<Size, keyof Messages["Insights"]>;

const WITH_COLOR = "#3f7466";
// Dark enough that its legend text reads on white (about 4.5:1).
const WITHOUT_COLOR = "#7d6d50";
const tenth = (n: number) => Math.round(n * 10) / 10;

/** A grouped bar chart of one measure on days with and without each compared practice, and its table. */
export function patternFigure(
  measure: Measure,
  patterns: readonly NamedPattern[],
  words: InsightsWords,
  t: Say,
): { measure: Measure; title: string; chart: ChartSpec; table: TrendTable } | null {
  const rows = patterns.filter((p) => p.timing === "day" && p.measure === measure);
  if (!rows.length) return null;
  const word = words.measures[measure];
  return {
    measure,
    title: t("figureTitle", { measure: word }),
    chart: {
      type: "trend",
      grouped: true,
      data: rows.map((p) => ({ label: p.name, with: tenth(p.with.mean), without: tenth(p.without.mean) })),
      series: [
        { key: "with", name: t("daysWith"), color: WITH_COLOR, mark: "bar" },
        { key: "without", name: t("daysWithout"), color: WITHOUT_COLOR, mark: "bar" },
      ],
      yDomain: [0, 5],
      yTicks: [0, 1, 2, 3, 4, 5],
    },
    table: {
      caption: words.copy.chartCaption(word),
      columns: [t("practice"), t("daysWith"), t("daysWithout"), t("difference")],
      rows: rows.map((p) => [
        p.name,
        t("meanOverDays", { mean: figure(p.with.mean), count: p.with.days }),
        t("meanOverDays", { mean: figure(p.without.mean), count: p.without.days }),
        t(SIZE_KEYS[p.size]),
      ]),
    },
  };
}
