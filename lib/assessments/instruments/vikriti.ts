import { z } from "zod";
import { describeVikriti, getReportMeanings, VIKRITI_ROW_COUNT } from "@/lib/content";
import { scoreVikriti, vikritiChoiceSchema } from "@/lib/scoring";
import { asObject, type Instrument } from "./types";

/** One dosha name per row, or null for "None of these". */
const answers = z.strictObject({
  rows: z.array(vikritiChoiceSchema).length(VIKRITI_ROW_COUNT, `Expected ${VIKRITI_ROW_COUNT} rows`),
});

const about = () => getReportMeanings().vikriti.intro;

/** Vikriti, the current balance of the past few weeks. */
export const vikriti = {
  kind: "vikriti",
  title: "Vikriti: current balance",
  introKey: "vikriti",
  startPath: "/intro/vikriti",
  // The spec's chain goes straight to the ama questions (it has no ama intro step here).
  next: "/questions/ama",
  answers,
  score: (a) => scoreVikriti(a.rows),
  summary: (result) => String(asObject(result).dominant ?? "—"),
  reads: {
    about,
    meaning: (result) => {
      const { dominant } = asObject(result);
      const text = describeVikriti(typeof dominant === "string" ? dominant : null);
      return { paragraphs: [text ?? about()], details: [], closing: [] };
    },
  },
} satisfies Instrument<"vikriti", z.output<typeof answers>, ReturnType<typeof scoreVikriti>>;
