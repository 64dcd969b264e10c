import { z } from "zod";
import { describeAmaLevel, describeAmaSummary, getAmaSigns, getReportMeanings } from "@/lib/content";
import type { FigureWords } from "@/lib/trends/figures/figure-words";
import { AMA_VALUE_MAX, amaLevelSchema, scoreAma, type AmaLevel } from "@/lib/scoring";
import { valuesFor } from "./scale-answers";
import { type Instrument, type InstrumentTrend } from "./types";

const answers = valuesFor(() => getAmaSigns().map((s) => s.id), 0, AMA_VALUE_MAX);

/** The flagged tissues (Moderate or High, with their totals) and whether the pattern is systemic. */
const stored = z.object({
  flags: z.array(z.object({ dhatu: z.string(), total: z.number().nonnegative(), level: amaLevelSchema.exclude(["Low"]) })),
  systemic: z.boolean(),
});

type AmaTrend = { moderate: number; high: number; systemic: boolean; flags: { dhatu: string; level: AmaLevel }[] };

const flagged = (v: AmaTrend, { ama }: FigureWords) => (v.flags.length === 0 ? ama.none : v.flags.map((f) => ama.flag(f.dhatu, f.level)).join(", "));

/** How many tissues were flagged at each level, as stacked bars. */
const trend: InstrumentTrend<z.output<typeof stored>, AmaTrend> = {
  title: "Ama over time",
  read: (r) => {
    const flags = r.flags.map((f) => ({ dhatu: f.dhatu, level: f.level }));
    return {
      moderate: flags.filter((f) => f.level === "Moderate").length,
      high: flags.filter((f) => f.level === "High").length,
      systemic: r.systemic,
      flags,
    };
  },
  figure: (points, labels, dates, words) => {
    const top = Math.max(...points.map((p) => p.values.moderate + p.values.high));
    return {
      title: trend.title,
      chart: {
        type: "trend",
        data: points.map((p, i) => ({ label: labels[i]!, moderate: p.values.moderate, high: p.values.high })),
        series: [
          { key: "moderate", name: words.ama.some, color: "#d9a86c", mark: "bar" },
          { key: "high", name: words.ama.more, color: "#8c6a3a", mark: "bar" },
        ],
        yDomain: [0, Math.max(3, top)],
      },
      table: {
        caption: words.ama.caption,
        columns: [words.date, words.ama.flagged, words.ama.across],
        rows: points.map((p, i) => [dates[i]!, flagged(p.values, words), p.values.systemic ? words.ama.yes : words.ama.no]),
      },
      latest: words.ama.latest(flagged(points.at(-1)!.values, words)),
    };
  },
};

/** Ama in the dhatus: a 0-4 slider per sign, summed per tissue. */
export const ama = {
  kind: "ama",
  title: "Ama in dhatus",
  introKey: "ama",
  startPath: "/intro/ama",
  next: "/intro/guna",
  answers,
  stored,
  // Its message is not saved (`stored` drops it): the report words the result from content/.
  score: ({ values }) => scoreAma(getAmaSigns().map((sign) => ({ dhatu: sign.dhatu, value: values[sign.id]! }))),
  summary: (r) => {
    if (r.flags.length === 0) return "No clear signs";
    return r.flags.map((f) => `${f.dhatu} ${f.level.toLowerCase()}`).join(", ");
  },
  reads: {
    about: () => getReportMeanings().ama.intro,
    meaning: ({ flags }) => {
      return {
        paragraphs: [describeAmaSummary({ flaggedDhatus: flags.length })],
        details: flags.map((flag) => ({ label: `${flag.dhatu} · ${flag.level}`, text: describeAmaLevel(flag.level) })),
        closing: [],
      };
    },
  },
  trend,
} satisfies Instrument<"ama", z.output<typeof answers>, z.output<typeof stored>>;
