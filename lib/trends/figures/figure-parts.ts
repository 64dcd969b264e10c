/**
 * Pieces the assessment trend figures share (each instrument's `trend.figure` in
 * lib/assessments/instruments builds its own from these): the dosha and guna series, the table
 * rows dated in the person's zone, and the whole figure of a Vata/Pitta/Kapha share.
 */
import { formatPct } from "@/lib/format/percent";
import type { DoshaShares, Point } from "@/lib/trends/read";
import type { Band } from "@/lib/trends/bands";
import type { TrendChartSpec, TrendFigureData } from "./chart-spec";
import { TREND_COLORS, TREND_DASHES } from "./palette";

export const DOSHA_SERIES = [
  { key: "vata", name: "Vata", color: TREND_COLORS.vata, dash: TREND_DASHES.first },
  { key: "pitta", name: "Pitta", color: TREND_COLORS.pitta, dash: TREND_DASHES.second },
  { key: "kapha", name: "Kapha", color: TREND_COLORS.kapha, dash: TREND_DASHES.third },
] as const;

export const GUNA_SERIES = [
  { key: "sattva", name: "Sattva", color: TREND_COLORS.sattva, dash: TREND_DASHES.first },
  { key: "rajas", name: "Rajas", color: TREND_COLORS.rajas, dash: TREND_DASHES.second },
  { key: "tamas", name: "Tamas", color: TREND_COLORS.tamas, dash: TREND_DASHES.third },
] as const;

export const lower = (s: string) => s.toLowerCase();

/** Table rows: the point's date (in the person's zone) followed by its cells. */
export function rowsWithDates<V>(points: readonly Point<V>[], dates: readonly string[], cells: (values: V) => string[]): string[][] {
  return points.map((p, i) => [dates[i]!, ...cells(p.values)]);
}

/**
 * The y axis of a trend read against fixed bands on a 0-`max` scale (GAD-7's total, the guna
 * sliders): a tick at each band's floor, values read "n of max", and each band shaded and named.
 */
export function bandedAxis<Name extends string>(
  max: number,
  bands: readonly Band<Name>[],
  area: (name: Name) => { label: string; fill: string },
): Pick<TrendChartSpec, "yDomain" | "yTicks" | "unit" | "areas"> {
  return {
    yDomain: [0, max],
    yTicks: [0, ...bands.slice(1).map((b) => b.min), max],
    unit: ` of ${max}`,
    areas: bands.map((b) => ({ from: b.from, to: b.to, ...area(b.name) })),
  };
}

/** A figure of Vata, Pitta and Kapha as shares of 100 (body type, Prakriti, Vikriti). */
export const doshaSharesFigure =
  (title: string, what: string) =>
  (points: Point<DoshaShares>[], labels: string[], dates: string[]): TrendFigureData => {
    const v = points.at(-1)!.values;
    return {
      title,
      chart: {
        type: "trend",
        data: points.map((p, i) => ({ label: labels[i]!, ...p.values })),
        series: [...DOSHA_SERIES],
        yDomain: [0, 100],
        yTicks: [0, 25, 50, 75, 100],
        unit: "%",
      },
      table: {
        caption: `${what}: Vata, Pitta and Kapha as shares of 100 at each retake`,
        columns: ["Date", "Vata", "Pitta", "Kapha"],
        rows: rowsWithDates(points, dates, (s) => [formatPct(s.vata), formatPct(s.pitta), formatPct(s.kapha)]),
      },
      latest: `Latest: Vata ${formatPct(v.vata)}, Pitta ${formatPct(v.pitta)}, Kapha ${formatPct(v.kapha)}.`,
    };
  };
