/**
 * A report trend for each assessment kind: the chart spec and the table that reads the same points,
 * with a short summary line. Built on the server from lib/trends' points, so the chart module only
 * draws and the words stay in one place.
 */
import { formatPct } from "@/components/report/format";
import { describeGad7, describeLifestyleBand } from "@/lib/content";
import type { AssessmentKind } from "@/lib/assessments/instruments/kinds";
import { GAD7_BANDS, GAD7_MAX_TOTAL, GUNA_SLIDER_BANDS, lifestyleBands } from "@/lib/trends/bands";
import type { TrendPoint } from "@/lib/trends/assessment-series";
import { GUNA_SLIDER_MAX } from "@/lib/scoring";
import type { TrendChartSpec, TrendTable } from "./chart-spec";
import { GAD7_BAND_FILLS, TREND_COLORS, TREND_DASHES } from "./palette";
import { formatLocalDate } from "@/lib/time/format";
import { pointLabels } from "./point-labels";

export type TrendFigureData = { title: string; chart: TrendChartSpec; table: TrendTable; latest: string };

/** The order the report lists trends in: the body type first, then the chain of assessments. */
export const TREND_KINDS = ["onboarding", "prakriti", "vikriti", "ama", "guna", "gad7", "life"] as const satisfies readonly AssessmentKind[];

export const TREND_TITLES: Record<AssessmentKind, string> = {
  onboarding: "Your body type over time",
  prakriti: "Prakriti over time",
  vikriti: "Vikriti over time",
  ama: "Ama over time",
  guna: "Gunas over time",
  gad7: "GAD-7 over time",
  life: "Lifestyle over time",
};

const DOSHA_SERIES = [
  { key: "vata", name: "Vata", color: TREND_COLORS.vata, dash: TREND_DASHES.first },
  { key: "pitta", name: "Pitta", color: TREND_COLORS.pitta, dash: TREND_DASHES.second },
  { key: "kapha", name: "Kapha", color: TREND_COLORS.kapha, dash: TREND_DASHES.third },
] as const;

const GUNA_SERIES = [
  { key: "sattva", name: "Sattva", color: TREND_COLORS.sattva, dash: TREND_DASHES.first },
  { key: "rajas", name: "Rajas", color: TREND_COLORS.rajas, dash: TREND_DASHES.second },
  { key: "tamas", name: "Tamas", color: TREND_COLORS.tamas, dash: TREND_DASHES.third },
] as const;

const GUNA_AREA_FILLS = { Low: "#fcf8f1", Moderate: "#f7f0e4", High: "#efe5d3" } as const;
const LIFESTYLE_AREA_FILLS = { Minor: "#fcf8f1", Moderate: "#f7f0e4", Severe: "#efe5d3" } as const;

const lower = (s: string) => s.toLowerCase();

function rowsWithDates<T>(points: readonly TrendPoint<AssessmentKind>[], dates: readonly string[], cells: (p: T) => string[]): string[][] {
  return points.map((p, i) => [dates[i]!, ...cells(p.values as T)]);
}

/** Builds one kind's figure; `labels` are the chart's short dates, `dates` the table's, both in the person's zone. */
type Builder<K extends AssessmentKind> = (points: TrendPoint<K>[], labels: string[], dates: string[]) => TrendFigureData;

const doshaShares =
  (kind: "onboarding" | "prakriti" | "vikriti", what: string): Builder<typeof kind> =>
  (points, labels, dates) => ({
    title: TREND_TITLES[kind],
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
      rows: rowsWithDates<{ vata: number; pitta: number; kapha: number }>(points, dates, (v) => [formatPct(v.vata), formatPct(v.pitta), formatPct(v.kapha)]),
    },
    latest: (() => {
      const v = points.at(-1)!.values;
      return `Latest: Vata ${formatPct(v.vata)}, Pitta ${formatPct(v.pitta)}, Kapha ${formatPct(v.kapha)}.`;
    })(),
  });

const BUILDERS: { [K in AssessmentKind]: Builder<K> } = {
  onboarding: doshaShares("onboarding", "Your body type"),
  prakriti: doshaShares("prakriti", "Prakriti"),
  vikriti: doshaShares("vikriti", "Vikriti"),
  gad7: (points, labels, dates) => {
    const latest = points.at(-1)!.values;
    return {
      title: TREND_TITLES.gad7,
      chart: {
        type: "trend",
        data: points.map((p, i) => ({ label: labels[i]!, total: p.values.total })),
        series: [{ key: "total", name: "Total", color: "#2f5a4f" }],
        yDomain: [0, GAD7_MAX_TOTAL],
        yTicks: [0, ...GAD7_BANDS.slice(1).map((b) => b.min), GAD7_MAX_TOTAL],
        unit: ` of ${GAD7_MAX_TOTAL}`,
        areas: GAD7_BANDS.map((b) => ({ from: b.from, to: b.to, label: describeGad7(b.name).label, fill: GAD7_BAND_FILLS[b.name] })),
      },
      table: {
        caption: `GAD-7 totals (0 to ${GAD7_MAX_TOTAL}) and their bands at each retake`,
        columns: ["Date", "Total", "Band"],
        rows: rowsWithDates<{ total: number; severity: keyof typeof GAD7_BAND_FILLS }>(points, dates, (v) => [
          `${v.total} of ${GAD7_MAX_TOTAL}`,
          describeGad7(v.severity).label,
        ]),
      },
      latest: `Latest: ${latest.total} of ${GAD7_MAX_TOTAL}, in the ${lower(describeGad7(latest.severity).label)} band.`,
    };
  },
  guna: (points, labels, dates) => {
    const latest = points.at(-1)!.values;
    return {
      title: TREND_TITLES.guna,
      chart: {
        type: "trend",
        data: points.map((p, i) => ({ label: labels[i]!, sattva: p.values.sattva, rajas: p.values.rajas, tamas: p.values.tamas })),
        series: [...GUNA_SERIES],
        yDomain: [0, GUNA_SLIDER_MAX],
        yTicks: [0, ...GUNA_SLIDER_BANDS.slice(1).map((b) => b.min), GUNA_SLIDER_MAX],
        unit: ` of ${GUNA_SLIDER_MAX}`,
        areas: GUNA_SLIDER_BANDS.map((b) => ({ from: b.from, to: b.to, label: b.name, fill: GUNA_AREA_FILLS[b.name] })),
      },
      table: {
        caption: `Sattva, Rajas and Tamas (0 to ${GUNA_SLIDER_MAX}) with their bands at each retake`,
        columns: ["Date", "Sattva", "Rajas", "Tamas"],
        rows: points.map((p, i) => [
          dates[i]!,
          ...(["sattva", "rajas", "tamas"] as const).map((g) => `${p.values[g]} (${p.values.bands[g]})`),
        ]),
      },
      latest: `Latest: Sattva ${latest.bands.sattva}, Rajas ${latest.bands.rajas}, Tamas ${latest.bands.tamas}.`,
    };
  },
  life: (points, labels, dates) => {
    const top = Math.max(...points.flatMap((p) => [p.values.vata, p.values.pitta, p.values.kapha]));
    const ceiling = Math.max(30, Math.ceil(top / 10) * 10);
    const word = (band: Parameters<typeof describeLifestyleBand>[0]) => describeLifestyleBand(band).displayLabel;
    const latest = points.at(-1)!.values;
    return {
      title: TREND_TITLES.life,
      chart: {
        type: "trend",
        data: points.map((p, i) => ({ label: labels[i]!, vata: p.values.vata, pitta: p.values.pitta, kapha: p.values.kapha })),
        series: [...DOSHA_SERIES],
        yDomain: [0, ceiling],
        yTicks: Array.from({ length: ceiling / 10 + 1 }, (_, i) => i * 10),
        // "Strong influence" → "Strong": the band's first word fits beside the plot on a phone.
        areas: lifestyleBands(ceiling).map((b) => ({ from: b.from, to: b.to, label: word(b.name).split(" ")[0]!, fill: LIFESTYLE_AREA_FILLS[b.name] })),
      },
      table: {
        caption: "Lifestyle scores for Vata, Pitta and Kapha with how strong each influence is, at each retake",
        columns: ["Date", "Vata", "Pitta", "Kapha"],
        rows: points.map((p, i) => [
          dates[i]!,
          ...(["vata", "pitta", "kapha"] as const).map((d) => `${p.values[d]} (${lower(word(p.values.bands[d]))})`),
        ]),
      },
      latest: `Latest: Vata ${lower(word(latest.bands.vata))}, Pitta ${lower(word(latest.bands.pitta))}, Kapha ${lower(word(latest.bands.kapha))}.`,
    };
  },
  ama: (points, labels, dates) => {
    const top = Math.max(...points.map((p) => p.values.moderate + p.values.high));
    const latest = points.at(-1)!.values;
    const flagged = (v: typeof latest) =>
      v.flags.length === 0 ? "No clear signs" : v.flags.map((f) => `${f.dhatu} (${lower(f.level)})`).join(", ");
    return {
      title: TREND_TITLES.ama,
      chart: {
        type: "trend",
        data: points.map((p, i) => ({ label: labels[i]!, moderate: p.values.moderate, high: p.values.high })),
        series: [
          { key: "moderate", name: "Tissues with some ama", color: "#d9a86c", mark: "bar" },
          { key: "high", name: "Tissues with more ama", color: "#8c6a3a", mark: "bar" },
        ],
        yDomain: [0, Math.max(3, top)],
      },
      table: {
        caption: "Tissues (dhatus) where your answers suggested ama, at each retake",
        columns: ["Date", "Tissues flagged", "Across several tissues"],
        rows: points.map((p, i) => [dates[i]!, flagged(p.values), p.values.systemic ? "Yes" : "No"]),
      },
      latest: `Latest: ${flagged(latest)}.`,
    };
  },
};

/** The trend figure of one kind from its points (at least one, oldest first), dated in the person's zone. */
export function assessmentFigure<K extends AssessmentKind>(kind: K, points: TrendPoint<K>[], timeZone: string): TrendFigureData {
  const dates = points.map((p) => formatLocalDate(p.at, timeZone));
  return (BUILDERS[kind] as Builder<K>)(points, pointLabels(points.map((p) => p.at), timeZone), dates);
}
