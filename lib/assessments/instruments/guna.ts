import { z } from "zod";
import { describeGuna, getReportMeanings } from "@/lib/content";
import { GUNA_SLIDER_MAX, gunaBandSchema, GUNAS, scoreGuna } from "@/lib/scoring";
import { type Instrument } from "./types";

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

/** The three gunas: one 0-10 slider each, banded after ×3 (DECISIONS 9). */
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
  summary: (result) => {
    const r = stored.safeParse(result);
    if (!r.success) return "—";
    const { bands } = r.data;
    return `Sattva ${bands.sattva} · Rajas ${bands.rajas} · Tamas ${bands.tamas}`;
  },
  reads: {
    about: () => getReportMeanings().guna.intro,
    meaning: (result) => {
      const r = stored.safeParse(result);
      if (!r.success) return { paragraphs: [getReportMeanings().guna.intro], details: [], closing: [] };
      const details = GUNAS.map((guna) => {
        const band = r.data.bands[guna];
        const name = guna.charAt(0).toUpperCase() + guna.slice(1);
        return { label: `${name} · ${band}`, text: describeGuna(guna, band) };
      });
      return { paragraphs: [], details, closing: r.data.followUp ? [getReportMeanings().guna.followUp] : [] };
    },
  },
} satisfies Instrument<"guna", z.output<typeof answers>, z.output<typeof stored>>;
