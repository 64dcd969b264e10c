/**
 * The parts of the report a person can print or share. GAD-7 is never included unless they tick
 * it (docs/insights-and-sharing.md). Plain data: the schema, the forms and the pages read it.
 */
export const REPORT_SECTIONS = ["bodyType", "prakriti", "vikriti", "ama", "guna", "life", "gad7"] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** What a new report or link includes until the person changes it: everything but GAD-7. */
export const DEFAULT_SECTIONS: readonly ReportSection[] = REPORT_SECTIONS.filter((s) => s !== "gad7");

/** How long a link lives: 1 to 30 days, 7 unless the person chooses. */
export const SHARE_DAYS = { min: 1, max: 30, default: 7 } as const;

/** The known sections among `values`, in report order, each once. */
export function sectionsFrom(values: readonly unknown[]): ReportSection[] {
  return REPORT_SECTIONS.filter((s) => values.includes(s));
}
