import { z } from "zod";
import { describePrakriti, getReportMeanings, PRAKRITI_MAX_PICKS, PRAKRITI_ROW_COUNT } from "@/lib/content";
import { bodyTypeCodeSchema, constitutionCode, constitutionLabel, doshaSchema, PRAKRITI_NEEDS_A_PICK, scorePrakriti } from "@/lib/scoring";
import { doshaSharesFigure } from "@/lib/trends/figures/figure-parts";
import { toShares, type DoshaShares } from "@/lib/trends/read";
import { codeOfName, type Instrument, type InstrumentTrend } from "./types";

const answers = z.strictObject({
  rows: z
    .array(
      z
        .array(doshaSchema)
        .max(PRAKRITI_MAX_PICKS, `At most ${PRAKRITI_MAX_PICKS} choices a row`)
        .refine((row) => new Set(row).size === row.length, "A choice is repeated"),
    )
    .length(PRAKRITI_ROW_COUNT, `Expected ${PRAKRITI_ROW_COUNT} rows`)
    // No picks at all is no constitution (docs/decisions/0024-empty-answers-are-not-results.md).
    .refine((rows) => rows.some((row) => row.length > 0), PRAKRITI_NEEDS_A_PICK),
});

const count = z.number().nonnegative();

/** Points per dosha and the constitution as a code: "V", "VP" (top first) or "VPK" (tri-doshic). */
const stored = z.object({ counts: z.object({ v: count, p: count, k: count }), code: bodyTypeCodeSchema });

/** The first shape saved the label ("Vata + Pitta", "Tri-Doshic"); its letters are the code. */
function codeOfLabel(label: unknown): string | null {
  if (typeof label !== "string") return null;
  if (/^tri-?doshic$/i.test(label.trim())) return "VPK";
  const letters = label.split("+").map((part) => codeOfName(part));
  return letters.every(Boolean) ? letters.join("") : null;
}

const about = () => getReportMeanings().prakriti.intro;

const TREND_TITLE = "Prakriti over time";

/** The counts as shares of 100. */
const trend: InstrumentTrend<z.output<typeof stored>, DoshaShares> = {
  title: TREND_TITLE,
  read: ({ counts }) => toShares(counts.v, counts.p, counts.k),
  figure: doshaSharesFigure(TREND_TITLE, "prakriti"),
};

/** Prakriti, the natural constitution: one or two dosha picks a row. */
export const prakriti = {
  kind: "prakriti",
  title: "Prakriti: natural constitution",
  introKey: "prakriti",
  startPath: "/intro/prakriti",
  next: "/intro/vikriti",
  answers,
  stored,
  score: (a) => {
    const scored = scorePrakriti(a.rows);
    return { ...scored, code: constitutionCode(scored.counts) };
  },
  fromFirstShape: (old) => ({ counts: old.counts, code: codeOfLabel(old.constitution) }),
  summary: (r) => constitutionLabel(r.code),
  reads: {
    about,
    meaning: (r) => ({ paragraphs: [describePrakriti(r.code)], details: [], closing: [] }),
  },
  trend,
} satisfies Instrument<"prakriti", z.output<typeof answers>, z.output<typeof stored>>;
