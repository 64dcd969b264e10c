import { z } from "zod";
import { describeGad7, getGad7Help, getGad7Items, getReportMeanings } from "@/lib/content";
import { GAD7_ITEM_COUNT, GAD7_ITEM_MAX, gad7SeveritySchema, scoreGad7 } from "@/lib/scoring";
import { valuesFor } from "./scale-answers";
import { type Instrument } from "./types";

const answers = valuesFor(() => getGad7Items().map((i) => i.id), 0, GAD7_ITEM_MAX);

const MAX_TOTAL = GAD7_ITEM_COUNT * GAD7_ITEM_MAX;

/** The 0-21 total and its severity band. */
const stored = z.object({ total: z.int().min(0).max(MAX_TOTAL), severity: gad7SeveritySchema });

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** GAD-7, the validated seven-item check-in (DECISIONS 8). */
export const gad7 = {
  kind: "gad7",
  title: "GAD-7 emotional check-in",
  introKey: "gad7",
  startPath: "/intro/gad7",
  next: "/intro/life",
  answers,
  stored,
  score: ({ values }) => scoreGad7(getGad7Items().map((item) => values[item.id]!)),
  summary: (result) => {
    const r = stored.safeParse(result);
    return r.success ? `${cap(r.data.severity)} (${r.data.total} of ${MAX_TOTAL})` : "—";
  },
  reads: {
    about: () => getReportMeanings().gad7.intro,
    meaning: (result) => {
      const r = stored.safeParse(result);
      const text = r.success ? describeGad7(r.data.severity).text : getReportMeanings().gad7.intro;
      return { paragraphs: [text], details: [], closing: [] };
    },
  },
  // Help never depends on the score: the scale has no self-harm item (DECISIONS 8).
  help: getGad7Help,
} satisfies Instrument<"gad7", z.output<typeof answers>, z.output<typeof stored>>;
