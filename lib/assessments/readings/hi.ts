/**
 * हिन्दी: how saved results read on the report, from content/hi. The English readings are the
 * instruments' own (`reads`, `summary` and `title` in ../instruments/); these take the same parsed
 * results and give the same parts in the same order, so the report draws either alike.
 */
import * as bodyTypeWords from "@/content/hi/body-type-words";
import { AMA_LEVEL_WORDS, DOSHA_NAMES, GUNA_BAND_WORDS, GUNA_NAMES, doshaNameOfCode } from "@/content/hi/dosha-words";
import { INSTRUMENT_MOVEMENTS, INSTRUMENT_SUMMARIES, INSTRUMENT_TITLES } from "@/content/hi/instrument-words";
import { PLANS } from "@/content/hi/plans";
import { DHATU_LABELS } from "@/content/hi/questionnaires/tag-labels";
import { REPORT_MEANINGS } from "@/content/hi/report-meanings";
import { describeBodyType, describePrakriti, describeVikriti } from "@/content/hi/report-sentences";
import { describeTwoEstimates } from "@/content/hi/two-estimates";
import { DOSHA_KEYS, DOSHA_ORDER, GUNAS, LIFESTYLE_BANDS } from "@/lib/scoring/doshas";
import type { AssessmentKind } from "../instruments";
import type { Readings } from "./types";

/** "वात", "वात और पित्त", "वात, पित्त और कफ". */
const joinNames = (names: readonly string[]) => (names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} और ${names.at(-1)}`);

/** Only the kinds Insights follows say how they moved; each takes its own kind's trend values. */
const MOVEMENTS = INSTRUMENT_MOVEMENTS as Readonly<Partial<Record<AssessmentKind, (first: unknown, latest: unknown) => string>>>;

const dhatu = (name: string) => (DHATU_LABELS as Readonly<Record<string, string>>)[name] ?? name;

export const HINDI_READINGS: Readings = {
  title: (kind) => INSTRUMENT_TITLES[kind].title,
  trendTitle: (kind) => INSTRUMENT_TITLES[kind].trendTitle,
  summary: (kind, result) => (INSTRUMENT_SUMMARIES[kind] as (r: typeof result) => string)(result),
  movement: (kind, first, latest) => MOVEMENTS[kind]?.(first, latest) ?? null,
  about: (kind) => REPORT_MEANINGS[kind].intro,
  meaning: {
    prakriti: (r) => ({ paragraphs: [describePrakriti(r.code)], details: [], closing: [] }),
    vikriti: (r) => ({ paragraphs: [describeVikriti(r)], details: [], closing: [] }),
    ama: ({ flags }) => {
      const { ama } = REPORT_MEANINGS;
      const summary = flags.length === 0 ? ama.noSigns : flags.length >= 2 ? `${ama.systemic} ${ama.guidance}` : ama.guidance;
      const details = flags.map((f) => ({ label: `${dhatu(f.dhatu)} · ${AMA_LEVEL_WORDS[f.level]}`, text: ama.levels[f.level] }));
      return { paragraphs: [summary], details, closing: [] };
    },
    guna: (r) => ({
      paragraphs: [],
      details: GUNAS.map((guna) => ({ label: `${GUNA_NAMES[guna]} · ${GUNA_BAND_WORDS[r.bands[guna]]}`, text: REPORT_MEANINGS.guna[guna][r.bands[guna]] })),
      closing: r.followUp ? [REPORT_MEANINGS.guna.followUp] : [],
    }),
    gad7: (r) => ({ paragraphs: [REPORT_MEANINGS.gad7.severities[r.severity].text], details: [], closing: [] }),
    life: ({ bands }) => {
      // One line per band present, strongest first, naming the doshas in it (as the English reading).
      const details = [...LIFESTYLE_BANDS].reverse().flatMap((band) => {
        const names = DOSHA_ORDER.filter((d) => bands[DOSHA_KEYS[d]] === band).map((d) => DOSHA_NAMES[d]);
        if (names.length === 0) return [];
        const { displayLabel, text } = REPORT_MEANINGS.life.bands[band];
        return [{ label: `${joinNames(names)} · ${displayLabel}`, text }];
      });
      return { paragraphs: [], details, closing: [] };
    },
  },
  bodyType: describeBodyType,
  bodyTypeLabel: bodyTypeWords.bodyTypeLabel,
  closeCall: bodyTypeWords.describeCloseCall,
  twoEstimates: describeTwoEstimates,
  doshaName: doshaNameOfCode,
  plan: (list, letter) => PLANS[list][letter],
  notMedicalAdvice: REPORT_MEANINGS.notMedicalAdvice,
};
