/**
 * How the practitioner report reads a result in each language: its title, summary, meaning and
 * the help that travels with it. English is the instruments' own words, exactly as the report
 * has always shown them; Hindi reads the same parsed results through content/hi/.
 */
import "server-only";
import { bodyTypeLabel as enBodyTypeLabel } from "@/lib/assessments/body-type";
import { ASSESSMENT_TITLES } from "@/lib/assessments/flow";
import { resultHelp } from "@/lib/assessments/help";
import { parseStoredResult, type AssessmentKind, type ResultMeaning, type StoredResults } from "@/lib/assessments/instruments";
import { resultMeaning, summarizeResult } from "@/lib/assessments/summary";
import { describeBodyType as enDescribeBodyType, getNotMedicalAdvice } from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";
import type { DoshaCode } from "@/lib/scoring";
import { bodyTypeLabel as hiBodyTypeLabel } from "@/content/hi/body-type-words";
import { doshaNameOfCode } from "@/content/hi/dosha-words";
import { INSTRUMENT_SUMMARIES, INSTRUMENT_TITLES } from "@/content/hi/instrument-words";
import { REPORT_MEANINGS } from "@/content/hi/report-meanings";
import { describeBodyType as hiDescribeBodyType } from "@/content/hi/report-sentences";
import { RESULT_READINGS } from "@/content/hi/result-readings";

type ReportReader = {
  title: (kind: AssessmentKind) => string;
  summary: (kind: AssessmentKind, result: unknown) => string;
  meaning: (kind: AssessmentKind, result: unknown) => ResultMeaning | null;
  help: (kind: AssessmentKind) => string[];
  describeBodyType: (code: string) => string | null;
  bodyTypeLabel: typeof enBodyTypeLabel;
  doshaNames: Readonly<Record<DoshaCode, string>>;
  notMedicalAdvice: string;
};

type Parsed = StoredResults[AssessmentKind];
type Summarize = (result: Parsed) => string;
type Reading = { about: string; meaning: (result: Parsed) => ResultMeaning };

const hindi: ReportReader = {
  title: (kind) => INSTRUMENT_TITLES[kind].title,
  summary: (kind, result) => {
    const parsed = parseStoredResult(kind, result);
    return parsed === null ? "—" : (INSTRUMENT_SUMMARIES[kind] as Summarize)(parsed);
  },
  meaning: (kind, result) => {
    if (kind === "onboarding") return null;
    const reading = RESULT_READINGS[kind] as Reading;
    const parsed = parseStoredResult(kind, result);
    return parsed === null ? { paragraphs: [reading.about], details: [], closing: [] } : reading.meaning(parsed);
  },
  // Only GAD-7 carries help, and in Hindi it is the same lines and numbers (content/hi/report-meanings.ts).
  help: (kind) => (resultHelp(kind).help ? [...REPORT_MEANINGS.gad7Help] : []),
  describeBodyType: hiDescribeBodyType,
  bodyTypeLabel: hiBodyTypeLabel,
  doshaNames: { V: doshaNameOfCode("V"), P: doshaNameOfCode("P"), K: doshaNameOfCode("K") },
  notMedicalAdvice: REPORT_MEANINGS.notMedicalAdvice,
};

const english: ReportReader = {
  title: (kind) => ASSESSMENT_TITLES[kind],
  summary: summarizeResult,
  meaning: resultMeaning,
  help: (kind) => resultHelp(kind).help ?? [],
  describeBodyType: enDescribeBodyType,
  bodyTypeLabel: enBodyTypeLabel,
  doshaNames: { V: "Vata", P: "Pitta", K: "Kapha" },
  get notMedicalAdvice() {
    return getNotMedicalAdvice();
  },
};

export const REPORT_READERS: Readonly<Record<Locale, ReportReader>> = { en: english, hi: hindi };
