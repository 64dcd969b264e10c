import type { z } from "zod";
import { describeAmaLevel, describeAmaSummary, getAmaSigns, getReportMeanings } from "@/lib/content";
import { AMA_LEVELS, AMA_VALUE_MAX, scoreAma, type AmaResult } from "@/lib/scoring";
import { valuesFor } from "./scale-answers";
import { asObject, oneOf, type Instrument } from "./types";

const answers = valuesFor(() => getAmaSigns().map((s) => s.id), 0, AMA_VALUE_MAX);

/** Ama in the dhatus: a 0-4 slider per sign, summed per tissue. */
export const ama = {
  kind: "ama",
  title: "Ama in dhatus",
  introKey: "ama",
  startPath: "/intro/ama",
  next: "/intro/guna",
  answers,
  score: ({ values }) => scoreAma(getAmaSigns().map((sign) => ({ dhatu: sign.dhatu, value: values[sign.id]! }))),
  summary: (result) => {
    const flags = (asObject(result) as Partial<AmaResult>).flags ?? [];
    if (flags.length === 0) return "No clear signs";
    return flags.map((f) => `${f.dhatu} ${f.level.toLowerCase()}`).join(", ");
  },
  reads: {
    about: () => getReportMeanings().ama.intro,
    meaning: (result) => {
      const r = asObject(result);
      if (!Array.isArray(r.flags)) return { paragraphs: [getReportMeanings().ama.intro], details: [], closing: [] };
      const flags = r.flags.map(asObject).flatMap((flag) => {
        const level = oneOf(AMA_LEVELS, flag.level);
        return typeof flag.dhatu === "string" && level ? [{ dhatu: flag.dhatu, level }] : [];
      });
      return {
        paragraphs: [describeAmaSummary({ flaggedDhatus: flags.length })],
        details: flags.map((flag) => ({ label: `${flag.dhatu} · ${flag.level}`, text: describeAmaLevel(flag.level) })),
        closing: [],
      };
    },
  },
} satisfies Instrument<"ama", z.output<typeof answers>, AmaResult>;
