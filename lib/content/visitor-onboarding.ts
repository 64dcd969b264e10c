/** The visitor's onboarding copy (/ and /onboarding), validated once on the server, in each language. */
import { VISITOR_ONBOARDING } from "@/content/visitor-onboarding";
import { VISITOR_ONBOARDING as VISITOR_ONBOARDING_HI } from "@/content/hi/visitor-onboarding";
import type { Locale } from "@/lib/i18n/locales";
import { createContentLoader } from "./load";
import { VisitorOnboardingSchema, VisitorOnboardingWordsSchema } from "./schemas/visitor-onboarding";

const LOADERS = {
  en: createContentLoader("content/visitor-onboarding.ts", VisitorOnboardingSchema, VISITOR_ONBOARDING),
  hi: createContentLoader("content/hi/visitor-onboarding.ts", VisitorOnboardingWordsSchema, VISITOR_ONBOARDING_HI),
} as const satisfies Record<Locale, unknown>;

/**
 * The questions and save screen in `locale`. Ids and the habit each answer points to are the same
 * in every language, so rules that read only those (the answers' validation, the suggestions) ask
 * for the default.
 */
export function getVisitorOnboarding(locale: Locale = "en") {
  return LOADERS[locale]();
}
