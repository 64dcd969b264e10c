/**
 * हिन्दी: what a saved result means on the report (each instrument's `reads` in
 * lib/assessments/instruments/), keyed by kind, from the same parsed results and in the same
 * shape, so the practitioner's report reads in Hindi when a share link asks for it.
 */
import type { AssessmentKind, ResultMeaning, StoredResults } from "@/lib/assessments/instruments";
import { DOSHA_KEYS, DOSHA_ORDER, GUNAS, LIFESTYLE_BANDS, type VikritiLeaning } from "@/lib/scoring";
import { AMA_LEVEL_WORDS, DOSHA_NAMES, GUNA_BAND_WORDS, GUNA_NAMES } from "./dosha-words";
import { DHATU_LABELS } from "./questionnaires/tag-labels";
import { REPORT_MEANINGS } from "./report-meanings";
import { describePrakriti, describeVikriti } from "./report-sentences";

type Readings = { readonly [K in Exclude<AssessmentKind, "onboarding">]: { about: string; meaning: (result: StoredResults[K]) => ResultMeaning } };

const only = (paragraph: string): ResultMeaning => ({ paragraphs: [paragraph], details: [], closing: [] });

/** "वात", "वात और पित्त", as the report sentences join them. */
const joinNames = (names: readonly string[]) => (names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} और ${names.at(-1)}`);

/** A dhatu's Hindi name; a name the labels do not know stays as saved. */
const dhatu = (name: string) => (DHATU_LABELS as Readonly<Record<string, string>>)[name] ?? name;

const { ama, guna, gad7, life, prakriti, vikriti } = REPORT_MEANINGS;

export const RESULT_READINGS: Readings = {
  prakriti: { about: prakriti.intro, meaning: (r) => only(describePrakriti(r.code)) },
  vikriti: { about: vikriti.intro, meaning: (r) => only(describeVikriti(r as VikritiLeaning)) },
  ama: {
    about: ama.intro,
    meaning: ({ flags }) => ({
      paragraphs: [flags.length === 0 ? ama.noSigns : flags.length >= 2 ? `${ama.systemic} ${ama.guidance}` : ama.guidance],
      details: flags.map((f) => ({ label: `${dhatu(f.dhatu)} · ${AMA_LEVEL_WORDS[f.level]}`, text: ama.levels[f.level] })),
      closing: [],
    }),
  },
  guna: {
    about: guna.intro,
    meaning: (r) => ({
      paragraphs: [],
      details: GUNAS.map((g) => ({ label: `${GUNA_NAMES[g]} · ${GUNA_BAND_WORDS[r.bands[g]]}`, text: guna[g][r.bands[g]] })),
      closing: r.followUp ? [guna.followUp] : [],
    }),
  },
  gad7: { about: gad7.intro, meaning: (r) => only(gad7.severities[r.severity].text) },
  life: {
    about: life.intro,
    // One line per band present, strongest first, naming the doshas in it (as in English).
    meaning: ({ bands }) => ({
      paragraphs: [],
      details: [...LIFESTYLE_BANDS].reverse().flatMap((band) => {
        const names = DOSHA_ORDER.filter((d) => bands[DOSHA_KEYS[d]] === band).map((d) => DOSHA_NAMES[d]);
        return names.length ? [{ label: `${joinNames(names)} · ${life.bands[band].displayLabel}`, text: life.bands[band].text }] : [];
      }),
      closing: [],
    }),
  },
};
