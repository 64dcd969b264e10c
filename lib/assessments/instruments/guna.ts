import { z } from "zod";
import { describeGuna, getReportMeanings } from "@/lib/content";
import { GUNA_BANDS, GUNA_SLIDER_MAX, GUNAS, scoreGuna, type GunaResult } from "@/lib/scoring";
import { asObject, oneOf, type Instrument } from "./types";

const slider = z.int("Each slider is a whole number").min(0).max(GUNA_SLIDER_MAX);
const answers = z.strictObject({ sattva: slider, rajas: slider, tamas: slider });

/** The three gunas: one 0-10 slider each, banded after ×3 (DECISIONS 9). */
export const guna = {
  kind: "guna",
  title: "Inner qualities (guna)",
  introKey: "guna",
  startPath: "/intro/guna",
  next: "/intro/gad7",
  answers,
  score: (a) => scoreGuna(a),
  summary: (result) => {
    const bands = (asObject(result) as Partial<GunaResult>).bands;
    return bands ? `Sattva ${bands.sattva} · Rajas ${bands.rajas} · Tamas ${bands.tamas}` : "—";
  },
  reads: {
    about: () => getReportMeanings().guna.intro,
    meaning: (result) => {
      const r = asObject(result);
      const bands = asObject(r.bands);
      const details = GUNAS.flatMap((guna) => {
        const band = oneOf(GUNA_BANDS, bands[guna]);
        const name = guna.charAt(0).toUpperCase() + guna.slice(1);
        return band ? [{ label: `${name} · ${band}`, text: describeGuna(guna, band) }] : [];
      });
      if (details.length === 0) return { paragraphs: [getReportMeanings().guna.intro], details: [], closing: [] };
      return { paragraphs: [], details, closing: r.followUp === true ? [getReportMeanings().guna.followUp] : [] };
    },
  },
} satisfies Instrument<"guna", z.output<typeof answers>, GunaResult>;
