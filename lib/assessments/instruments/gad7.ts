import type { z } from "zod";
import { describeGad7, getGad7Help, getGad7Items, getReportMeanings } from "@/lib/content";
import { GAD7_ITEM_MAX, GAD7_SEVERITIES, scoreGad7, type Gad7Result } from "@/lib/scoring";
import { valuesFor } from "./scale-answers";
import { asObject, oneOf, type Instrument } from "./types";

const answers = valuesFor(() => getGad7Items().map((i) => i.id), 0, GAD7_ITEM_MAX);

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** GAD-7, the validated seven-item check-in (DECISIONS 8). */
export const gad7 = {
  kind: "gad7",
  title: "GAD-7 emotional check-in",
  introKey: "gad7",
  startPath: "/intro/gad7",
  next: "/intro/life",
  answers,
  score: ({ values }) => scoreGad7(getGad7Items().map((item) => values[item.id]!)),
  summary: (result) => {
    const r = asObject(result);
    return typeof r.total === "number" ? `${cap(String(r.severity))} (${r.total} of 21)` : "—";
  },
  reads: {
    about: () => getReportMeanings().gad7.intro,
    meaning: (result) => {
      const severity = oneOf(GAD7_SEVERITIES, asObject(result).severity);
      const text = severity ? describeGad7(severity).text : getReportMeanings().gad7.intro;
      return { paragraphs: [text], details: [], closing: [] };
    },
  },
  // Help never depends on the score: the scale has no self-harm item (DECISIONS 8).
  help: getGad7Help,
} satisfies Instrument<"gad7", z.output<typeof answers>, Gad7Result>;
