import { z } from "zod";
import { describeGad7, getGad7Help, getGad7Items, getReportMeanings } from "@/lib/content";
import { GAD7_BAND_FILLS } from "@/lib/trends/figures/palette";
import { bandedAxis, rowsWithDates } from "@/lib/trends/figures/figure-parts";
import { GAD7_ITEM_MAX, GAD7_MAX_TOTAL, gad7Severity, gad7SeveritySchema, scoreGad7, type Gad7Severity } from "@/lib/scoring";
import { GAD7_BANDS } from "@/lib/trends/bands";
import { valuesFor } from "./scale-answers";
import { type Instrument, type InstrumentTrend } from "./types";

const answers = valuesFor(() => getGad7Items().map((i) => i.id), 0, GAD7_ITEM_MAX);

/** The 0-21 total and its severity band. */
const stored = z.object({ total: z.int().min(0).max(GAD7_MAX_TOTAL), severity: gad7SeveritySchema });

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The total against the four bands, on the 0-21 scale. */
const trend: InstrumentTrend<z.output<typeof stored>, { total: number; severity: Gad7Severity }> = {
  title: "GAD-7 over time",
  // The band is recomputed from the total so the chart and its bands always agree.
  read: ({ total }) => ({ total, severity: gad7Severity(total) }),
  figure: (points, labels, dates, words) => {
    const latest = points.at(-1)!.values;
    const { gad7: say } = words;
    return {
      title: trend.title,
      chart: {
        type: "trend",
        data: points.map((p, i) => ({ label: labels[i]!, total: p.values.total })),
        series: [{ key: "total", name: say.total, color: "#2f5a4f" }],
        ...bandedAxis(GAD7_MAX_TOTAL, GAD7_BANDS, (band) => ({ label: say.severity(band), fill: GAD7_BAND_FILLS[band] }), words),
      },
      table: {
        caption: say.caption(GAD7_MAX_TOTAL),
        columns: [words.date, say.total, say.band],
        rows: rowsWithDates(points, dates, (v) => [words.outOf(v.total, GAD7_MAX_TOTAL), say.severity(v.severity)]),
      },
      latest: say.latest(words.outOf(latest.total, GAD7_MAX_TOTAL), say.severity(latest.severity)),
    };
  },
  movement: (first, latest) =>
    first.total === latest.total
      ? `The total is the same as the first time (${first.total} of ${GAD7_MAX_TOTAL}).`
      : `The total went from ${first.total} to ${latest.total} of ${GAD7_MAX_TOTAL}.`,
};

/** GAD-7, the validated seven-item check-in (docs/decisions/0008-gad7-validated-and-help-always-shown.md). */
export const gad7 = {
  kind: "gad7",
  title: "GAD-7 emotional check-in",
  introKey: "gad7",
  startPath: "/intro/gad7",
  next: "/intro/life",
  answers,
  stored,
  score: ({ values }) => scoreGad7(getGad7Items().map((item) => values[item.id]!)),
  summary: (r) => `${cap(r.severity)} (${r.total} of ${GAD7_MAX_TOTAL})`,
  reads: {
    about: () => getReportMeanings().gad7.intro,
    meaning: (r) => ({ paragraphs: [describeGad7(r.severity).text], details: [], closing: [] }),
  },
  trend,
  // Help never depends on the score: the scale has no self-harm item (docs/decisions/0008-gad7-validated-and-help-always-shown.md).
  help: getGad7Help,
} satisfies Instrument<"gad7", z.output<typeof answers>, z.output<typeof stored>>;
