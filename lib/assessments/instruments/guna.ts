import { z } from "zod";
import { describeGuna, getReportMeanings } from "@/lib/content";
import { bandedAxis, gunaSeries } from "@/lib/trends/figures/figure-parts";
import { GUNA_SCALE_FACTOR, GUNA_SLIDER_MAX, gunaBand, gunaBandSchema, GUNAS, scoreGuna, type GunaBand } from "@/lib/scoring";
import { GUNA_SLIDER_BANDS } from "@/lib/trends/bands";
import { type Instrument, type InstrumentTrend } from "./types";

const slider = z.int("Each slider is a whole number").min(0).max(GUNA_SLIDER_MAX);
const answers = z.strictObject({ sattva: slider, rajas: slider, tamas: slider });

/** The three sliders (0-10), their bands, and whether a coach is worth suggesting. */
const stored = z.object({
  sattva: z.number().nonnegative(),
  rajas: z.number().nonnegative(),
  tamas: z.number().nonnegative(),
  bands: z.object({ sattva: gunaBandSchema, rajas: gunaBandSchema, tamas: gunaBandSchema }),
  followUp: z.boolean(),
});

const signed = (n: number) => (n > 0 ? `up ${n}` : n < 0 ? `down ${-n}` : "the same");

const GUNA_AREA_FILLS = { Low: "#fcf8f1", Moderate: "#f7f0e4", High: "#efe5d3" } as const;

type GunaTrend = { sattva: number; rajas: number; tamas: number; bands: Record<"sattva" | "rajas" | "tamas", GunaBand> };

/** The three sliders, each re-banded (×3 onto 0-30) so a point and its band always agree. */
const trend: InstrumentTrend<z.output<typeof stored>, GunaTrend> = {
  title: "Gunas over time",
  read: ({ sattva, rajas, tamas }) => {
    const band = (slider: number) => gunaBand(slider * GUNA_SCALE_FACTOR);
    return { sattva, rajas, tamas, bands: { sattva: band(sattva), rajas: band(rajas), tamas: band(tamas) } };
  },
  figure: (points, labels, dates, words) => {
    const latest = points.at(-1)!.values;
    const { guna, gunas } = words;
    return {
      title: trend.title,
      chart: {
        type: "trend",
        data: points.map((p, i) => ({ label: labels[i]!, sattva: p.values.sattva, rajas: p.values.rajas, tamas: p.values.tamas })),
        series: gunaSeries(words),
        ...bandedAxis(GUNA_SLIDER_MAX, GUNA_SLIDER_BANDS, (band) => ({ label: gunas.band(band), fill: GUNA_AREA_FILLS[band] }), words),
      },
      table: {
        caption: gunas.caption(GUNA_SLIDER_MAX),
        columns: [words.date, guna.sattva, guna.rajas, guna.tamas],
        rows: points.map((p, i) => [dates[i]!, ...GUNAS.map((g) => words.withBand(p.values[g], gunas.band(p.values.bands[g])))]),
      },
      latest: gunas.latest({ sattva: gunas.band(latest.bands.sattva), rajas: gunas.band(latest.bands.rajas), tamas: gunas.band(latest.bands.tamas) }),
    };
  },
  movement: (first, latest) => {
    const parts = GUNAS.map((g) => `${g[0]!.toUpperCase()}${g.slice(1)} ${signed(latest[g] - first[g])}`);
    return `Since the first time: ${parts.join(", ")} (each slider 0 to ${GUNA_SLIDER_MAX}).`;
  },
};

/** The three gunas: one 0-10 slider each, banded after ×3 (docs/decisions/0009-guna-bands-on-the-slider-scale.md). */
export const guna = {
  kind: "guna",
  title: "Inner qualities (guna)",
  introKey: "guna",
  startPath: "/intro/guna",
  next: "/intro/gad7",
  answers,
  stored,
  // Its messages are not saved (`stored` drops them): the report words each band from content/.
  score: (a) => scoreGuna(a),
  summary: ({ bands }) => `Sattva ${bands.sattva} · Rajas ${bands.rajas} · Tamas ${bands.tamas}`,
  reads: {
    about: () => getReportMeanings().guna.intro,
    meaning: (r) => {
      const details = GUNAS.map((guna) => {
        const band = r.bands[guna];
        const name = guna.charAt(0).toUpperCase() + guna.slice(1);
        return { label: `${name} · ${band}`, text: describeGuna(guna, band) };
      });
      return { paragraphs: [], details, closing: r.followUp ? [getReportMeanings().guna.followUp] : [] };
    },
  },
  trend,
} satisfies Instrument<"guna", z.output<typeof answers>, z.output<typeof stored>>;
