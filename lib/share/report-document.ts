/**
 * The report a person takes to a practitioner, as plain data: one part per section they chose,
 * each with its date, summary and meaning, and the app's words that it is a self-reflection, not a
 * diagnosis. The printable page, the PDF and the shared page all draw this one document.
 */
import "server-only";
import type { wordsIn } from "@/lib/i18n/words";
import { bodyTypeView } from "@/lib/assessments/body-type";
import { parseStoredResult, type AssessmentKind } from "@/lib/assessments/instruments";
import type { Locale } from "@/lib/i18n/locales";
import type { ReportSection } from "./sections";
import { REPORT_READERS } from "./report-readers";

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

/** The few words around the parts, in the document's language, so every view of it stays in one. */
type ReportLabels = { title: string; takenOn: string; notTaken: string; nothingChosen: string };

export type ReportDocument = { locale: Locale; parts: ReportPart[]; note: string; notMedicalAdvice: string; labels: ReportLabels };

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

function bodyTypePart(row: { result: unknown } | undefined, locale: Locale): Pick<ReportPart, "summary" | "paragraphs" | "details"> {
  if (!row) return { summary: null, paragraphs: [], details: [] };
  const reader = REPORT_READERS[locale];
  const view = bodyTypeView(parseStoredResult("onboarding", row.result));
  const { vPct, pPct, kPct } = view.percentages;
  const meaning = reader.describeBodyType(view.code);
  return {
    summary: reader.bodyTypeLabel(view),
    paragraphs: meaning ? [meaning] : [],
    details: [
      { label: reader.doshaNames.V, text: formatPct(vPct) },
      { label: reader.doshaNames.P, text: formatPct(pPct) },
      { label: reader.doshaNames.K, text: formatPct(kPct) },
    ],
  };
}

/**
 * The document for the chosen sections, in report order, from the person's latest results, in
 * the translator's language (`t` is the PractitionerReport catalogue of `locale`).
 */
export function reportDocument(
  latest: Latest,
  sections: readonly ReportSection[],
  dateText: (at: Date) => string,
  { locale, t }: { locale: Locale; t: ReturnType<typeof wordsIn<"PractitionerReport">> },
): ReportDocument {
  const reader = REPORT_READERS[locale];
  const parts = sections.map((section): ReportPart => {
    const kind = KIND_OF[section];
    const row = latest.get(kind);
    const title = section === "bodyType" ? t("sections.bodyType") : reader.title(kind);
    const takenOn = row ? { iso: row.createdAt.toISOString(), text: dateText(row.createdAt) } : null;
    const help = row ? reader.help(kind) : [];
    if (section === "bodyType") return { section, title, takenOn, help, ...bodyTypePart(row, locale) };
    const meaning = row ? reader.meaning(kind, row.result) : null;
    return {
      section,
      title,
      takenOn,
      summary: row ? reader.summary(kind, row.result) : null,
      paragraphs: meaning ? [...meaning.paragraphs, ...meaning.closing] : [],
      details: meaning?.details ?? [],
      help,
    };
  });
  return {
    locale,
    parts,
    note: t("note"),
    notMedicalAdvice: reader.notMedicalAdvice,
    labels: { title: t("title"), takenOn: t("takenOn"), notTaken: t("notTaken"), nothingChosen: t("nothingChosen") },
  };
}
