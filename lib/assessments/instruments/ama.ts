import { z } from "zod";
import { describeAmaLevel, describeAmaSummary, getAmaSigns, getReportMeanings } from "@/lib/content";
import { AMA_VALUE_MAX, amaLevelSchema, scoreAma } from "@/lib/scoring";
import { valuesFor } from "./scale-answers";
import { type Instrument } from "./types";

const answers = valuesFor(() => getAmaSigns().map((s) => s.id), 0, AMA_VALUE_MAX);

/** The flagged tissues (Moderate or High, with their totals) and whether the pattern is systemic. */
const stored = z.object({
  flags: z.array(z.object({ dhatu: z.string(), total: z.number().nonnegative(), level: amaLevelSchema.exclude(["Low"]) })),
  systemic: z.boolean(),
});

/** Ama in the dhatus: a 0-4 slider per sign, summed per tissue. */
export const ama = {
  kind: "ama",
  title: "Ama in dhatus",
  introKey: "ama",
  startPath: "/intro/ama",
  next: "/intro/guna",
  answers,
  stored,
  // Its message is not saved (`stored` drops it): the report words the result from content/.
  score: ({ values }) => scoreAma(getAmaSigns().map((sign) => ({ dhatu: sign.dhatu, value: values[sign.id]! }))),
  summary: (result) => {
    const r = stored.safeParse(result);
    if (!r.success) return "—";
    if (r.data.flags.length === 0) return "No clear signs";
    return r.data.flags.map((f) => `${f.dhatu} ${f.level.toLowerCase()}`).join(", ");
  },
  reads: {
    about: () => getReportMeanings().ama.intro,
    meaning: (result) => {
      const r = stored.safeParse(result);
      if (!r.success) return { paragraphs: [getReportMeanings().ama.intro], details: [], closing: [] };
      const { flags } = r.data;
      return {
        paragraphs: [describeAmaSummary({ flaggedDhatus: flags.length })],
        details: flags.map((flag) => ({ label: `${flag.dhatu} · ${flag.level}`, text: describeAmaLevel(flag.level) })),
        closing: [],
      };
    },
  },
} satisfies Instrument<"ama", z.output<typeof answers>, z.output<typeof stored>>;
