import { z } from "zod";
import { describePrakriti, getReportMeanings, PRAKRITI_MAX_PICKS, PRAKRITI_ROW_COUNT } from "@/lib/content";
import { doshaSchema, PRAKRITI_NEEDS_A_PICK, scorePrakriti } from "@/lib/scoring";
import { asObject, type Instrument } from "./types";

const answers = z.strictObject({
  rows: z
    .array(
      z
        .array(doshaSchema)
        .max(PRAKRITI_MAX_PICKS, `At most ${PRAKRITI_MAX_PICKS} choices a row`)
        .refine((row) => new Set(row).size === row.length, "A choice is repeated"),
    )
    .length(PRAKRITI_ROW_COUNT, `Expected ${PRAKRITI_ROW_COUNT} rows`)
    // No picks at all is no constitution (DECISIONS 24).
    .refine((rows) => rows.some((row) => row.length > 0), PRAKRITI_NEEDS_A_PICK),
});

const about = () => getReportMeanings().prakriti.intro;

/** Prakriti, the natural constitution: one or two dosha picks a row. */
export const prakriti = {
  kind: "prakriti",
  title: "Prakriti: natural constitution",
  introKey: "prakriti",
  startPath: "/intro/prakriti",
  next: "/intro/vikriti",
  answers,
  score: (a) => scorePrakriti(a.rows),
  summary: (result) => String(asObject(result).constitution ?? "—"),
  reads: {
    about,
    meaning: (result) => {
      const { constitution } = asObject(result);
      const text = describePrakriti(typeof constitution === "string" ? constitution : null);
      return { paragraphs: [text ?? about()], details: [], closing: [] };
    },
  },
} satisfies Instrument<"prakriti", z.output<typeof answers>, ReturnType<typeof scorePrakriti>>;
