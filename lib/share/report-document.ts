/**
 * The report a person takes to a practitioner, as plain data: one part per section they chose,
 * each with its date, summary and meaning, and the app's words that it is a self-reflection, not a
 * diagnosis. The printable page, the PDF and the shared page all draw this one document.
 */
import "server-only";
import { bodyTypeLabel, bodyTypeView } from "@/lib/assessments/body-type";
import { ASSESSMENT_TITLES } from "@/lib/assessments/flow";
import { resultHelp } from "@/lib/assessments/help";
import { parseStoredResult, type AssessmentKind } from "@/lib/assessments/instruments";
import { resultMeaning, summarizeResult } from "@/lib/assessments/summary";
import { describeBodyType, getNotMedicalAdvice } from "@/lib/content";
import { SECTION_LABELS, type ReportSection } from "./sections";

const SELF_REFLECTION_NOTE =
  "This is a self-reflection made with the Journey to Peace app from the person's own answers. It is not a diagnosis, and no result here was made or checked by a practitioner.";

type ReportPart = {
  section: ReportSection;
  title: string;
  /** "Taken on" date, in the person's own days; null when not taken yet. */
  takenOn: { iso: string; text: string } | null;
  summary: string | null;
  paragraphs: string[];
  details: { label: string; text: string }[];
  /** Lines that must travel with the result (GAD-7: where to find urgent help). */
  help: string[];
};

export type ReportDocument = { parts: ReportPart[]; note: string; notMedicalAdvice: string };

type Latest = ReadonlyMap<AssessmentKind, { result: unknown; createdAt: Date }>;

/** "40%", "38.9%": the report's one decimal. */
const formatPct = (value: number) => {
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)}%`;
};

const KIND_OF: Readonly<Record<ReportSection, AssessmentKind>> = {
  bodyType: "onboarding",
  prakriti: "prakriti",
  vikriti: "vikriti",
  ama: "ama",
  guna: "guna",
  life: "life",
  gad7: "gad7",
};

function bodyTypePart(row: { result: unknown } | undefined): Pick<ReportPart, "summary" | "paragraphs" | "details"> {
  if (!row) return { summary: null, paragraphs: [], details: [] };
  const view = bodyTypeView(parseStoredResult("onboarding", row.result));
  const { vPct, pPct, kPct } = view.percentages;
  const meaning = describeBodyType(view.code);
  return {
    summary: bodyTypeLabel(view),
    paragraphs: meaning ? [meaning] : [],
    details: [
      { label: "Vata", text: formatPct(vPct) },
      { label: "Pitta", text: formatPct(pPct) },
      { label: "Kapha", text: formatPct(kPct) },
    ],
  };
}

/** The document for the chosen sections, in report order, from the person's latest results. */
export function reportDocument(latest: Latest, sections: readonly ReportSection[], dateText: (at: Date) => string): ReportDocument {
  const parts = sections.map((section): ReportPart => {
    const kind = KIND_OF[section];
    const row = latest.get(kind);
    const title = section === "bodyType" ? SECTION_LABELS.bodyType : ASSESSMENT_TITLES[kind];
    const takenOn = row ? { iso: row.createdAt.toISOString(), text: dateText(row.createdAt) } : null;
    const help = row ? (resultHelp(kind).help ?? []) : [];
    if (section === "bodyType") return { section, title, takenOn, help, ...bodyTypePart(row) };
    const meaning = row ? resultMeaning(kind, row.result) : null;
    return {
      section,
      title,
      takenOn,
      summary: row ? summarizeResult(kind, row.result) : null,
      paragraphs: meaning ? [...meaning.paragraphs, ...meaning.closing] : [],
      details: meaning?.details ?? [],
      help,
    };
  });
  return { parts, note: SELF_REFLECTION_NOTE, notMedicalAdvice: getNotMedicalAdvice() };
}
