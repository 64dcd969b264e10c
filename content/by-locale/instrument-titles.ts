/** An assessment's title in a locale (issue 37): the registry's English one, or content/hi/instrument-words.ts's. */
import { INSTRUMENT_TITLES } from "@/content/hi/instrument-words";
import { ASSESSMENT_TITLES } from "@/lib/assessments/flow";
import type { AssessmentKind } from "@/lib/assessments/instruments";
import type { Locale } from "@/lib/i18n/locales";

export function instrumentTitle(kind: AssessmentKind, locale: Locale): string {
  return locale === "hi" ? INSTRUMENT_TITLES[kind].title : ASSESSMENT_TITLES[kind];
}
