/**
 * Plain-language meanings for results, put together from content/report-meanings.ts.
 * Every sentence reflects and suggests; none diagnoses.
 */
import { assessmentContent } from "@/content/assessment-by-locale";
import type { Wording } from "@/content/hi/wording";
import { REPORT_MEANINGS } from "@/content/report-meanings";
import type { Locale } from "@/lib/i18n/locales";

import { createContentLoader } from "./load";
import { VIKRITI_NO_IMBALANCE } from "@/lib/scoring/constants";
import { doshaCodeSchema } from "@/lib/scoring/dosha-schemas";
import type { VikritiLeaning } from "@/lib/scoring/types";
import type { AmaLevel, BodyTypeCode, DoshaCode, DoshaName, Gad7Severity, Guna, GunaBand, LifestyleBand } from "@/lib/scoring/doshas";
import { ReportMeaningsSchema, type DoshaMeaning, type ReportMeanings } from "./schemas";

const loadReportMeanings = createContentLoader("content/report-meanings.ts", ReportMeaningsSchema, REPORT_MEANINGS);

const DOSHA_LETTERS = doshaCodeSchema.options;

/** All report meanings, validated. */
export function getReportMeanings(): ReportMeanings {
  return loadReportMeanings();
}

/** The report meanings a person reads in `locale`: English is the validated source, the others are held to its shape by their parity tests. */
export function reportMeaningsIn(locale: Locale): Wording<ReportMeanings> {
  return locale === "en" ? getReportMeanings() : assessmentContent("reportMeanings", locale).REPORT_MEANINGS;
}

/** What a dosha is, by letter (V, P, K). */
export function describeDosha(letter: DoshaCode): DoshaMeaning {
  return getReportMeanings().doshas[letter];
}

const lettersOf = (code: BodyTypeCode): DoshaCode[] => [...code].filter((l): l is DoshaCode => DOSHA_LETTERS.includes(l as DoshaCode));

function nameOf(letter: DoshaCode): DoshaName {
  return getReportMeanings().doshas[letter].name;
}

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

export type BodyTypeKind = "single" | "dual" | "tri";

/**
 * Reads a body-type code ("V", "PV", "VPK", any case). Only the leading run of V/P/K letters
 * counts, so a trailing tag such as "PV (K support)" still reads as PV. Null when no letter leads.
 */
export function parseBodyTypeCode(code: string | null | undefined): { kind: BodyTypeKind; letters: DoshaCode[] } | null {
  const run = /^[vpk]+/i.exec(code?.trim() ?? "")?.[0] ?? "";
  const letters = [...new Set(run.toUpperCase().split(""))].filter((l): l is DoshaCode => doshaCodeSchema.safeParse(l).success);
  if (letters.length === 0) return null;
  const kind: BodyTypeKind = letters.length === 1 ? "single" : letters.length === 2 ? "dual" : "tri";
  return { kind, letters };
}

/** How to read a body-type code, with what it says about this person; null for an unreadable code. */
export function describeBodyType(code: string | null | undefined): string | null {
  const parsed = parseBodyTypeCode(code);
  if (!parsed) return null;
  const { doshas, bodyTypeCodes, prakriti } = getReportMeanings();
  const [first, second] = parsed.letters;
  if (parsed.kind === "tri" || !first) return `${bodyTypeCodes.tri} ${prakriti.triDoshic}`;
  if (parsed.kind === "single" || !second) return `${bodyTypeCodes.single} ${doshas[first].description}`;
  return (
    `${bodyTypeCodes.dual} Yours leans toward ${nameOf(first)}, with ${nameOf(second)} close behind: ` +
    `often ${doshas[first].tendency}, and at times ${doshas[second].tendency}.`
  );
}

/** A sentence for a Prakriti constitution code: "V", "VP" (top first) or "VPK" (tri-doshic). */
export function describePrakriti(code: BodyTypeCode): string {
  const { doshas, prakriti } = getReportMeanings();
  const [first, second, third] = lettersOf(code);
  if (!first || third) return prakriti.triDoshic;
  if (!second) return `Your answers suggest a ${nameOf(first)} nature. ${doshas[first].description}`;
  return (
    `Your answers suggest a ${nameOf(first)} + ${nameOf(second)} nature: mostly ${nameOf(first)}, ` +
    `with ${nameOf(second)} close behind. You may often feel ${doshas[first].tendency}, ` +
    `and at other times ${doshas[second].tendency}.`
  );
}

/**
 * A sentence for a Vikriti leaning: the doshas running high (strongest first), else the one a
 * little higher than the others ("minor"), else none leaning at all.
 */
export function describeVikriti({ high, leaning }: VikritiLeaning): string {
  const { vikriti } = getReportMeanings();
  if (high.length > 0) {
    const names = high.map(nameOf);
    const verb = names.length === 1 ? "has" : "have";
    return `Over the past few weeks, ${joinNames(names)} ${verb} been running high. ${vikriti.dominant}`;
  }
  if (leaning) return `${vikriti.minor} ${nameOf(leaning)} is a little higher than the others, a gentle nudge to notice.`;
  return `${VIKRITI_NO_IMBALANCE}: none of the doshas stands out in your answers. Keep doing what helps you feel steady.`;
}

/** What an ama level in one dhatu means. */
export function describeAmaLevel(level: AmaLevel): string {
  return getReportMeanings().ama.levels[level];
}

/** The overall ama message: no clear signs, a wider (systemic) pattern, or some signs. */
export function describeAmaSummary(options: { flaggedDhatus: number }): string {
  const { ama } = getReportMeanings();
  if (options.flaggedDhatus <= 0) return ama.noSigns;
  if (options.flaggedDhatus >= 2) return `${ama.systemic} ${ama.guidance}`;
  return ama.guidance;
}

/** What a band of one guna means (e.g. rajas High). */
export function describeGuna(guna: Guna, band: GunaBand): string {
  return getReportMeanings().guna[guna][band];
}

/** The GAD-7 meaning for a severity; `suggestProfessional` is true at moderate and severe. */
export function describeGad7(severity: Gad7Severity): { label: string; text: string; suggestProfessional: boolean } {
  return getReportMeanings().gad7.severities[severity];
}

/** Where to find urgent help: shown with every GAD-7 result, whatever the score. */
export function getGad7Help(): readonly string[] {
  return getReportMeanings().gad7Help;
}

/** A lifestyle band with its gentle display label and explanation (e.g. Severe → "Strong influence"). */
export function describeLifestyleBand(band: LifestyleBand): { band: LifestyleBand; displayLabel: string; text: string } {
  return { band, ...getReportMeanings().life.bands[band] };
}

/** One line: a reflection for self-care, not medical advice or a diagnosis. */
export function getNotMedicalAdvice(): string {
  return getReportMeanings().notMedicalAdvice;
}
