import type { z } from "zod";
import { describeLifestyleBand, getLifestyleItems, getReportMeanings } from "@/lib/content";
import {
  DOSHA_KEYS,
  DOSHA_NAMES,
  DOSHA_ORDER,
  LIFESTYLE_BANDS,
  LIFESTYLE_MULTIPLIERS,
  scoreLifestyle,
  type LifestyleBand,
  type LifestyleResult,
} from "@/lib/scoring";
import { valuesFor } from "./scale-answers";
import { asObject, joinNames, oneOf, type Instrument } from "./types";

const answers = valuesFor(() => getLifestyleItems().map((i) => i.id), 0, LIFESTYLE_MULTIPLIERS.length - 1);

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
  score: ({ values }) =>
    scoreLifestyle(getLifestyleItems().map((item) => ({ domain: item.domain, weights: item.weights, value: values[item.id]! }))),
  summary: (result) => {
    const bands = (asObject(result) as Partial<LifestyleResult>).bands;
    return bands ? `Vata: ${label(bands.vata)} · Pitta: ${label(bands.pitta)} · Kapha: ${label(bands.kapha)}` : "—";
  },
  reads: {
    about: () => getReportMeanings().life.intro,
    meaning: (result) => {
      const bands = asObject(asObject(result).bands);
      const doshas = DOSHA_ORDER.map((d) => ({ name: DOSHA_NAMES[d], band: oneOf(LIFESTYLE_BANDS, bands[DOSHA_KEYS[d]]) }));
      // One line per band present, strongest first, naming the doshas in it.
      const details = STRONGEST_FIRST.flatMap((band) => {
        const names = doshas.filter((d) => d.band === band).map((d) => d.name);
        if (names.length === 0) return [];
        const { displayLabel, text } = describeLifestyleBand(band);
        return [{ label: `${joinNames(names)} · ${displayLabel}`, text }];
      });
      if (details.length === 0) return { paragraphs: [getReportMeanings().life.intro], details: [], closing: [] };
      return { paragraphs: [], details, closing: [] };
    },
  },
} satisfies Instrument<"life", z.output<typeof answers>, LifestyleResult>;
