/**
 * Pieces the assessment trend figures share (each instrument's `trend.figure` in
 * lib/assessments/instruments builds its own from these): the dosha and guna series, the table
 * rows dated in the person's zone, and the whole figure of a Vata/Pitta/Kapha share.
 */
import { formatPct } from "@/lib/format/percent";
import type { DoshaShares, Point } from "@/lib/trends/read";
import type { Band } from "@/lib/trends/bands";
import type { TrendChartSpec, TrendFigureData } from "./chart-spec";
import type { FigureWords } from "./figure-words";
import { TREND_COLORS, TREND_DASHES } from "./palette";

const DASHES = [TREND_DASHES.first, TREND_DASHES.second, TREND_DASHES.third];

/** Three lines named in the figure's words, told apart by colour and dash. */
const series = <K extends "vata" | "pitta" | "kapha" | "sattva" | "rajas" | "tamas">(keys: readonly K[], names: Record<K, string>) =>
  keys.map((key, i) => ({ key, name: names[key], color: TREND_COLORS[key], dash: DASHES[i] }));

export const doshaSeries = (words: FigureWords) => series(["vata", "pitta", "kapha"], words.dosha);
export const gunaSeries = (words: FigureWords) => series(["sattva", "rajas", "tamas"], words.guna);

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
  words: FigureWords,
): Pick<TrendChartSpec, "yDomain" | "yTicks" | "unit" | "areas"> {
  return {
    yDomain: [0, max],
    yTicks: [0, ...bands.slice(1).map((b) => b.min), max],
    unit: words.unit(max),
    areas: bands.map((b) => ({ from: b.from, to: b.to, ...area(b.name) })),
  };
}

/** A figure of Vata, Pitta and Kapha as shares of 100 (body type, Prakriti, Vikriti). */
export const doshaSharesFigure =
  (title: string, what: keyof FigureWords["shares"]["what"]) =>
  (points: Point<DoshaShares>[], labels: string[], dates: string[], words: FigureWords): TrendFigureData => {
    const v = points.at(-1)!.values;
    const { dosha } = words;
    return {
      title,
      chart: {
        type: "trend",
        data: points.map((p, i) => ({ label: labels[i]!, ...p.values })),
        series: doshaSeries(words),
        yDomain: [0, 100],
        yTicks: [0, 25, 50, 75, 100],
        unit: "%",
      },
      table: {
        caption: words.shares.caption(words.shares.what[what]),
        columns: [words.date, dosha.vata, dosha.pitta, dosha.kapha],
        rows: rowsWithDates(points, dates, (s) => [formatPct(s.vata), formatPct(s.pitta), formatPct(s.kapha)]),
      },
      latest: words.latestDoshas({ vata: formatPct(v.vata), pitta: formatPct(v.pitta), kapha: formatPct(v.kapha) }),
    };
  };
