/**
 * What a trend figure says in words (series names, captions, columns, cells and its latest line),
 * so a figure is built once in lib and read in any language: the English words are here, the
 * Hindi ones in content/hi/figure-words.ts, chosen with the other readings by locale
 * (lib/assessments/readings). Numbers and dates come in already formatted.
 */
import { FIGURE_WORDS as HINDI_FIGURE_WORDS } from "@/content/hi/figure-words";
import { describeGad7, describeLifestyleBand } from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";
import type { AmaLevel, DoshaKey, Gad7Severity, Guna, GunaBand, LifestyleBand } from "@/lib/scoring/doshas";

type ByDosha = Record<DoshaKey, string>;

export type FigureWords = {
  date: string;
  dosha: ByDosha;
  guna: Record<Guna, string>;
  /** "7 of 21", and the chart's unit after a value, " of 21". */
  outOf: (value: number, max: number) => string;
  unit: (max: number) => string;
  /** "40 (moderate)": a value with its band. */
  withBand: (value: number, band: string) => string;
  /** "Latest: Vata 40%, Pitta 35%, Kapha 25%." (each value already formatted). */
  latestDoshas: (values: ByDosha) => string;
  shares: { what: Record<"onboarding" | "prakriti" | "vikriti", string>; caption: (what: string) => string };
  ama: {
    some: string;
    more: string;
    caption: string;
    flagged: string;
    across: string;
    yes: string;
    no: string;
    none: string;
    flag: (dhatu: string, level: AmaLevel) => string;
    latest: (flagged: string) => string;
  };
  gunas: { band: (band: GunaBand) => string; caption: (max: number) => string; latest: (bands: Record<Guna, string>) => string };
  gad7: {
    total: string;
    band: string;
    severity: (severity: Gad7Severity) => string;
    caption: (max: number) => string;
    latest: (total: string, band: string) => string;
  };
  life: { band: (band: LifestyleBand) => string; caption: string };
};

/** The registry's own English. */
const ENGLISH_FIGURE_WORDS: FigureWords = {
  date: "Date",
  dosha: { vata: "Vata", pitta: "Pitta", kapha: "Kapha" },
  guna: { sattva: "Sattva", rajas: "Rajas", tamas: "Tamas" },
  outOf: (value, max) => `${value} of ${max}`,
  unit: (max) => ` of ${max}`,
  withBand: (value, band) => `${value} (${band})`,
  latestDoshas: (v) => `Latest: Vata ${v.vata}, Pitta ${v.pitta}, Kapha ${v.kapha}.`,
  shares: {
    what: { onboarding: "Your body type", prakriti: "Prakriti", vikriti: "Vikriti" },
    caption: (what) => `${what}: Vata, Pitta and Kapha as shares of 100 at each retake`,
  },
  ama: {
    some: "Tissues with some ama",
    more: "Tissues with more ama",
    caption: "Tissues (dhatus) where your answers suggested ama, at each retake",
    flagged: "Tissues flagged",
    across: "Across several tissues",
    yes: "Yes",
    no: "No",
    none: "No clear signs",
    flag: (dhatu, level) => `${dhatu} (${level.toLowerCase()})`,
    latest: (flagged) => `Latest: ${flagged}.`,
  },
  gunas: {
    band: (band) => band,
    caption: (max) => `Sattva, Rajas and Tamas (0 to ${max}) with their bands at each retake`,
    latest: (b) => `Latest: Sattva ${b.sattva}, Rajas ${b.rajas}, Tamas ${b.tamas}.`,
  },
  gad7: {
    total: "Total",
    band: "Band",
    severity: (severity) => describeGad7(severity).label,
    caption: (max) => `GAD-7 totals (0 to ${max}) and their bands at each retake`,
    latest: (total, band) => `Latest: ${total}, in the ${band.toLowerCase()} band.`,
  },
  life: {
    band: (band) => describeLifestyleBand(band).displayLabel,
    caption: "Lifestyle scores for Vata, Pitta and Kapha with how strong each influence is, at each retake",
  },
};

const BY_LOCALE: Record<Locale, FigureWords> = { en: ENGLISH_FIGURE_WORDS, hi: HINDI_FIGURE_WORDS };

/** A figure's words in `locale`. */
export function figureWordsIn(locale: Locale): FigureWords {
  return BY_LOCALE[locale];
}
