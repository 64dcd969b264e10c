import { z } from "zod";
import { describeVikriti, getReportMeanings, VIKRITI_ROW_COUNT } from "@/lib/content";
import {
  DOSHA_KEYS,
  DOSHA_NAMES,
  DOSHA_ORDER,
  doshaCodeSchema,
  scoreVikriti,
  VIKRITI_NO_IMBALANCE,
  vikritiChoiceSchema,
  vikritiLabel,
  vikritiLeaning,
} from "@/lib/scoring";
import { doshaSharesFigure } from "@/lib/trends/figures/figure-parts";
import { toShares, type DoshaShares } from "@/lib/trends/read";
import { codeOfName, type Instrument, type InstrumentTrend } from "./types";

/** One dosha name per row, or null for "None of these". */
const answers = z.strictObject({
  rows: z.array(vikritiChoiceSchema).length(VIKRITI_ROW_COUNT, `Expected ${VIKRITI_ROW_COUNT} rows`),
});

const points = z.number().nonnegative();

/** Points per dosha, the doshas over the line (strongest first) and the one leading (null: every row "none"). */
const stored = z.object({
  points: z.object({ vata: points, pitta: points, kapha: points }),
  high: z.array(doshaCodeSchema).max(DOSHA_ORDER.length),
  leaning: doshaCodeSchema.nullable(),
});

/** The first shape saved the label: "Vata-Pitta", "Pitta (Minor)" or the no-imbalance line. */
function leaningOfLabel(label: unknown): { high: unknown[]; leaning: unknown } | null {
  if (typeof label !== "string") return null;
  if (label.trim() === VIKRITI_NO_IMBALANCE) return { high: [], leaning: null };
  const minor = /^(\w+)\s*\(minor\)$/i.exec(label.trim());
  if (minor) return { high: [], leaning: codeOfName(minor[1]!) };
  const high = label.split("-").map((name) => codeOfName(name));
  return { high, leaning: high[0] };
}

const about = () => getReportMeanings().vikriti.intro;

const TREND_TITLE = "Vikriti over time";

/** The points as shares of 100; all zero when every row was "none" (no leaning to draw). */
const trend: InstrumentTrend<z.output<typeof stored>, DoshaShares> = {
  title: TREND_TITLE,
  read: ({ points }) => toShares(points.vata, points.pitta, points.kapha),
  figure: doshaSharesFigure(TREND_TITLE, "vikriti"),
  movement: (first, latest) => {
    const parts = DOSHA_ORDER.map((d) => `${DOSHA_NAMES[d]} ${first[DOSHA_KEYS[d]]}% → ${latest[DOSHA_KEYS[d]]}%`);
    return `Shares of the imbalance: ${parts.join(", ")}.`;
  },
};

/** Vikriti, the current balance of the past few weeks. */
export const vikriti = {
  kind: "vikriti",
  title: "Vikriti: current balance",
  introKey: "vikriti",
  startPath: "/intro/vikriti",
  // The original chain (docs/decisions/0000-the-original-app.md §4) goes straight to the ama questions (it has no ama intro step here).
  next: "/questions/ama",
  answers,
  stored,
  score: (a) => {
    const scored = scoreVikriti(a.rows);
    return { ...scored, ...vikritiLeaning(scored.points) };
  },
  fromFirstShape: (old) => ({ points: old.points, ...leaningOfLabel(old.dominant) }),
  summary: (r) => vikritiLabel(r),
  reads: {
    about,
    meaning: (r) => ({ paragraphs: [describeVikriti(r)], details: [], closing: [] }),
  },
  trend,
} satisfies Instrument<"vikriti", z.output<typeof answers>, z.output<typeof stored>>;
