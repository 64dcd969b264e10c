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
import { inLocales, type Locale } from "@/lib/i18n/locales";
import * as enInsights from "./insights";
import * as enIntros from "./intros";
import * as enJourney from "./journey";
import * as enPlans from "./plans";
import * as enReportFirst from "./report-first";
import * as enReportMeanings from "./report-meanings";
import * as enVisitorOnboarding from "./visitor-onboarding";

const CONTENT = {
  intros: inLocales(enIntros, hiIntros),
  visitorOnboarding: inLocales(enVisitorOnboarding, hiVisitorOnboarding),
  reportMeanings: inLocales(enReportMeanings, hiReportMeanings),
  reportFirst: inLocales(enReportFirst, hiReportFirst),
  plans: inLocales(enPlans, hiPlans),
  journey: inLocales(enJourney, hiJourney),
  insights: inLocales(enInsights, hiInsights),
};

export type AssessmentContentKind = keyof typeof CONTENT;
export const ASSESSMENT_CONTENT_KINDS = Object.keys(CONTENT) as AssessmentContentKind[];

/** One content module in a locale, e.g. assessmentContent("plans", "hi").PLANS. */
export function assessmentContent<K extends AssessmentContentKind, L extends Locale>(kind: K, locale: L): (typeof CONTENT)[K][L] {
  const byLocale: (typeof CONTENT)[K] = CONTENT[kind];
  return byLocale[locale];
}
