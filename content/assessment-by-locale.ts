/**
 * The assessment side's words in a locale: intros, the visitor's questions, report meanings and
 * plans, what waits for the report, the journey stages and the insights wording. Links, ids and
 * habit slugs are the same in every locale (tests/unit/i18n/assessment-content-parity.test.ts). Pure.
 */
import * as hiInsights from "@/content/hi/insights";
import * as hiIntros from "@/content/hi/intros";
import * as hiJourney from "@/content/hi/journey";
import * as hiPlans from "@/content/hi/plans";
import * as hiReportFirst from "@/content/hi/report-first";
import * as hiReportMeanings from "@/content/hi/report-meanings";
import * as hiVisitorOnboarding from "@/content/hi/visitor-onboarding";
import type { Locale } from "@/lib/i18n/locales";
import * as enInsights from "./insights";
import * as enIntros from "./intros";
import * as enJourney from "./journey";
import * as enPlans from "./plans";
import * as enReportFirst from "./report-first";
import * as enReportMeanings from "./report-meanings";
import * as enVisitorOnboarding from "./visitor-onboarding";

const CONTENT = {
  intros: { en: enIntros, hi: hiIntros },
  visitorOnboarding: { en: enVisitorOnboarding, hi: hiVisitorOnboarding },
  reportMeanings: { en: enReportMeanings, hi: hiReportMeanings },
  reportFirst: { en: enReportFirst, hi: hiReportFirst },
  plans: { en: enPlans, hi: hiPlans },
  journey: { en: enJourney, hi: hiJourney },
  insights: { en: enInsights, hi: hiInsights },
} as const satisfies Record<string, Record<Locale, object>>;

export type AssessmentContentKind = keyof typeof CONTENT;
export const ASSESSMENT_CONTENT_KINDS = Object.keys(CONTENT) as AssessmentContentKind[];

/** One content module in a locale, e.g. assessmentContent("plans", "hi").PLANS. */
export function assessmentContent<K extends AssessmentContentKind>(kind: K, locale: Locale): (typeof CONTENT)[K][Locale] {
  return CONTENT[kind][locale];
}
