import "server-only";
import type { AssessmentKind } from "@/lib/data/assessments";
import {
  describeAmaLevel,
  describeAmaSummary,
  describeGad7,
  describeGuna,
  describeLifestyleBand,
  describePrakriti,
  describeVikriti,
  getReportMeanings,
  type AmaLevel,
  type Gad7Severity,
  type GunaBand,
  type LifestyleBand,
} from "@/lib/content";

/**
 * What a result means, in plain words: a few sentences, for some kinds one line per part, and
 * closing sentences to read after those lines.
 */
export type ResultMeaning = {
  paragraphs: string[];
  details: { label: string; text: string }[];
  closing: string[];
};

type AnyResult = Record<string, unknown>;

const AMA_LEVELS: readonly AmaLevel[] = ["Low", "Moderate", "High"];
const GUNA_BANDS: readonly GunaBand[] = ["Low", "Moderate", "High"];
const GAD7_SEVERITIES: readonly Gad7Severity[] = ["minimal", "mild", "moderate", "severe"];
const LIFESTYLE_BANDS: readonly LifestyleBand[] = ["Severe", "Moderate", "Minor"];

const oneOf = <T extends string>(options: readonly T[], value: unknown): T | null =>
  options.find((option) => option === value) ?? null;

const asObject = (value: unknown): AnyResult => (typeof value === "object" && value !== null ? (value as AnyResult) : {});

/** The short "what is this" sentence for each assessment, for invitations and unreadable results. */
export function assessmentIntro(kind: Exclude<AssessmentKind, "onboarding">): string {
  const m = getReportMeanings();
  switch (kind) {
    case "prakriti":
      return m.prakriti.intro;
    case "vikriti":
      return m.vikriti.intro;
    case "ama":
      return m.ama.intro;
    case "guna":
      return m.guna.intro;
    case "gad7":
      return m.gad7.intro;
    case "life":
      return m.lifestyle.intro;
  }
}

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * A plain-language meaning for a saved result, from the content helpers (reflections, never a
 * diagnosis). A result in a shape these helpers cannot read falls back to the assessment's intro.
 */
export function meaningFor(kind: Exclude<AssessmentKind, "onboarding">, result: unknown): ResultMeaning {
  const r = asObject(result);
  const fallback: ResultMeaning = { paragraphs: [assessmentIntro(kind)], details: [], closing: [] };

  switch (kind) {
    case "prakriti": {
      const text = describePrakriti(typeof r.constitution === "string" ? r.constitution : null);
      return text ? { paragraphs: [text], details: [], closing: [] } : fallback;
    }
    case "vikriti": {
      const text = describeVikriti(typeof r.dominant === "string" ? r.dominant : null);
      return text ? { paragraphs: [text], details: [], closing: [] } : fallback;
    }
    case "ama": {
      if (!Array.isArray(r.flags)) return fallback;
      const flags = r.flags.map(asObject).flatMap((flag) => {
        const level = oneOf(AMA_LEVELS, flag.level);
        return typeof flag.dhatu === "string" && level ? [{ dhatu: flag.dhatu, level }] : [];
      });
      return {
        paragraphs: [describeAmaSummary({ flaggedDhatus: flags.length })],
        details: flags.map((flag) => ({ label: `${flag.dhatu} · ${flag.level}`, text: describeAmaLevel(flag.level) })),
        closing: [],
      };
    }
    case "guna": {
      const bands = asObject(r.bands);
      const details = (["sattva", "rajas", "tamas"] as const).flatMap((guna) => {
        const band = oneOf(GUNA_BANDS, bands[guna]);
        const name = guna.charAt(0).toUpperCase() + guna.slice(1);
        return band ? [{ label: `${name} · ${band}`, text: describeGuna(guna, band) }] : [];
      });
      if (details.length === 0) return fallback;
      return { paragraphs: [], details, closing: r.followUp === true ? [getReportMeanings().guna.followUp] : [] };
    }
    case "gad7": {
      const severity = oneOf(GAD7_SEVERITIES, r.severity);
      return severity ? { paragraphs: [describeGad7(severity).text], details: [], closing: [] } : fallback;
    }
    case "life": {
      const bands = asObject(r.bands);
      const doshas = [
        { name: "Vata", band: oneOf(LIFESTYLE_BANDS, bands.vata) },
        { name: "Pitta", band: oneOf(LIFESTYLE_BANDS, bands.pitta) },
        { name: "Kapha", band: oneOf(LIFESTYLE_BANDS, bands.kapha) },
      ];
      // One line per band present, strongest first, naming the doshas in it.
      const details = LIFESTYLE_BANDS.flatMap((band) => {
        const names = doshas.filter((d) => d.band === band).map((d) => d.name);
        if (names.length === 0) return [];
        const { displayLabel, text } = describeLifestyleBand(band);
        return [{ label: `${joinNames(names)} · ${displayLabel}`, text }];
      });
      return details.length > 0 ? { paragraphs: [], details, closing: [] } : fallback;
    }
  }
}
