import { z } from "zod";
import { describeLifestyleBand, getLifestyleItems, getReportMeanings } from "@/lib/content";
import {
  DOSHA_KEYS,
  DOSHA_NAMES,
  DOSHA_ORDER,
  LIFESTYLE_BANDS,
  LIFESTYLE_MULTIPLIERS,
  lifestyleBandSchema,
  scoreLifestyle,
  type LifestyleBand,
} from "@/lib/scoring";
import { valuesFor } from "./scale-answers";
import { joinNames, type Instrument } from "./types";

const answers = valuesFor(() => getLifestyleItems().map((i) => i.id), 0, LIFESTYLE_MULTIPLIERS.length - 1);

const score = z.number().nonnegative();

/** The score and band of each dosha, and the total of each daily-rhythm domain. */
const stored = z.object({
  vata: score,
  pitta: score,
  kapha: score,
  bands: z.object({ vata: lifestyleBandSchema, pitta: lifestyleBandSchema, kapha: lifestyleBandSchema }),
  domainTotals: z.record(z.string(), z.number()),
});

/** Strongest first: the order the report lists them in. */
const STRONGEST_FIRST: readonly LifestyleBand[] = [...LIFESTYLE_BANDS].reverse();

// The gentle display labels ("Strong influence"), never the raw band names ("Severe").
const label = (band: LifestyleBand) => describeLifestyleBand(band).displayLabel.toLowerCase();

/** Lifestyle targets: a 0-4 slider per daily-rhythm item, weighted per dosha (route /questions/life). */
export const life = {
  kind: "life",
  title: "Lifestyle targets",
  introKey: "life",
  startPath: "/intro/life",
  next: "/report",
  answers,
  stored,
  // Its summary sentence is not saved (`stored` drops it): the report words the bands from content/.
  score: ({ values }) =>
    scoreLifestyle(getLifestyleItems().map((item) => ({ domain: item.domain, weights: item.weights, value: values[item.id]! }))),
  summary: (result) => {
    const r = stored.safeParse(result);
    if (!r.success) return "—";
    const { bands } = r.data;
    return `Vata: ${label(bands.vata)} · Pitta: ${label(bands.pitta)} · Kapha: ${label(bands.kapha)}`;
  },
  reads: {
    about: () => getReportMeanings().life.intro,
    meaning: (result) => {
      const r = stored.safeParse(result);
      if (!r.success) return { paragraphs: [getReportMeanings().life.intro], details: [], closing: [] };
      const { bands } = r.data;
      const doshas = DOSHA_ORDER.map((d) => ({ name: DOSHA_NAMES[d], band: bands[DOSHA_KEYS[d]] }));
      // One line per band present, strongest first, naming the doshas in it.
      const details = STRONGEST_FIRST.flatMap((band) => {
        const names = doshas.filter((d) => d.band === band).map((d) => d.name);
        if (names.length === 0) return [];
        const { displayLabel, text } = describeLifestyleBand(band);
        return [{ label: `${joinNames(names)} · ${displayLabel}`, text }];
      });
      return { paragraphs: [], details, closing: [] };
    },
  },
} satisfies Instrument<"life", z.output<typeof answers>, z.output<typeof stored>>;
