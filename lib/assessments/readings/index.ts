/**
 * How saved results read, by locale (./types.ts). English is the registry's own wording (the
 * instruments and lib/content), so its pages read exactly as they did; other languages come from
 * content/<locale> (./hi.ts). Pure.
 */
import { describeBodyType, describeDosha, getNotMedicalAdvice, getPlans } from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";
import { bodyTypeLabel, describeCloseCall } from "../body-type";
import { INSTRUMENTS, type AssessmentKind, type ReadableKind, type RegisteredInstrument, type StoredResults } from "../instruments";
import { describeTwoEstimates } from "../two-estimates";
import { HINDI_READINGS } from "./hi";
import type { Readings } from "./types";

export type { Readings } from "./types";

const instrument = (kind: AssessmentKind) => INSTRUMENTS[kind] as RegisteredInstrument<AssessmentKind>;
const reads = (kind: ReadableKind) => instrument(kind).reads!;

const ENGLISH_READINGS: Readings = {
  title: (kind) => INSTRUMENTS[kind].title,
  trendTitle: (kind) => INSTRUMENTS[kind].trend.title,
  summary: (kind, result) => instrument(kind).summary(result),
  movement: (kind, first, latest) => instrument(kind).trend.movement?.(first, latest) ?? null,
  about: (kind) => reads(kind).about(),
  meaning: {
    prakriti: (r) => INSTRUMENTS.prakriti.reads.meaning(r),
    vikriti: (r) => INSTRUMENTS.vikriti.reads.meaning(r),
    ama: (r) => INSTRUMENTS.ama.reads.meaning(r),
    guna: (r) => INSTRUMENTS.guna.reads.meaning(r),
    gad7: (r) => INSTRUMENTS.gad7.reads.meaning(r),
    life: (r) => INSTRUMENTS.life.reads.meaning(r),
  },
  bodyType: describeBodyType,
  bodyTypeLabel,
  closeCall: describeCloseCall,
  twoEstimates: describeTwoEstimates,
  doshaName: (code) => describeDosha(code).name,
  plan: (list, letter) => getPlans()[list][letter],
  notMedicalAdvice: getNotMedicalAdvice(),
};

const READINGS: Record<Locale, Readings> = { en: ENGLISH_READINGS, hi: HINDI_READINGS };

/** How saved results read in `locale`. */
export function readingsIn(locale: Locale): Readings {
  return READINGS[locale];
}

/** A saved result's meaning in `locale`, read the way resultMeaning (../summary.ts) reads it. */
export function meaningIn<K extends ReadableKind>(readings: Readings, kind: K, result: StoredResults[K] | null) {
  return result === null ? { paragraphs: [readings.about(kind)], details: [], closing: [] } : readings.meaning[kind](result);
}
