import { z } from "zod";
import { doshaSeries, lower } from "@/lib/trends/figures/figure-parts";
import { describeLifestyleBand, getLifestyleItems, getReportMeanings } from "@/lib/content";
import {
  DOSHA_KEYS,
  DOSHA_NAMES,
  DOSHA_ORDER,
  LIFESTYLE_BANDS,
  LIFESTYLE_MULTIPLIERS,
  lifestyleBand,
  lifestyleBandSchema,
  scoreLifestyle,
  type LifestyleBand,
} from "@/lib/scoring";
import { lifestyleBands } from "@/lib/trends/bands";
import { valuesFor } from "./scale-answers";
import { joinNames, type Instrument, type InstrumentTrend } from "./types";

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

const LIFESTYLE_AREA_FILLS = { Minor: "#fcf8f1", Moderate: "#f7f0e4", Severe: "#efe5d3" } as const;

type LifeTrend = { vata: number; pitta: number; kapha: number; bands: Record<"vata" | "pitta" | "kapha", LifestyleBand> };

const DOSHA_KEY_LIST = ["vata", "pitta", "kapha"] as const;

/** Each dosha's score, re-banded from the score itself, on an axis that grows with the highest score. */
const trend: InstrumentTrend<z.output<typeof stored>, LifeTrend> = {
  title: "Lifestyle over time",
  read: ({ vata, pitta, kapha }) => ({ vata, pitta, kapha, bands: { vata: lifestyleBand(vata), pitta: lifestyleBand(pitta), kapha: lifestyleBand(kapha) } }),
  figure: (points, labels, dates, words) => {
    const top = Math.max(...points.flatMap((p) => [p.values.vata, p.values.pitta, p.values.kapha]));
    const ceiling = Math.max(30, Math.ceil(top / 10) * 10);
    const latest = points.at(-1)!.values;
    return {
      title: trend.title,
      chart: {
        type: "trend",
        data: points.map((p, i) => ({ label: labels[i]!, vata: p.values.vata, pitta: p.values.pitta, kapha: p.values.kapha })),
        series: doshaSeries(words),
        yDomain: [0, ceiling],
        yTicks: Array.from({ length: ceiling / 10 + 1 }, (_, i) => i * 10),
        // "Strong influence" → "Strong": the band's first word fits beside the plot on a phone.
        areas: lifestyleBands(ceiling).map((b) => ({
          from: b.from,
          to: b.to,
          label: words.life.band(b.name).split(" ")[0]!,
          fill: LIFESTYLE_AREA_FILLS[b.name],
        })),
      },
      table: {
        caption: words.life.caption,
        columns: [words.date, words.dosha.vata, words.dosha.pitta, words.dosha.kapha],
        rows: points.map((p, i) => [dates[i]!, ...DOSHA_KEY_LIST.map((d) => words.withBand(p.values[d], lower(words.life.band(p.values.bands[d]))))]),
      },
      latest: words.latestDoshas({
        vata: lower(words.life.band(latest.bands.vata)),
        pitta: lower(words.life.band(latest.bands.pitta)),
        kapha: lower(words.life.band(latest.bands.kapha)),
      }),
    };
  },
};

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
  score: ({ values }) => scoreLifestyle(getLifestyleItems().map((item) => ({ domain: item.domain, weights: item.weights, value: values[item.id]! }))),
  summary: ({ bands }) => `Vata: ${label(bands.vata)} · Pitta: ${label(bands.pitta)} · Kapha: ${label(bands.kapha)}`,
  reads: {
    about: () => getReportMeanings().life.intro,
    meaning: ({ bands }) => {
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
  trend,
} satisfies Instrument<"life", z.output<typeof answers>, z.output<typeof stored>>;
