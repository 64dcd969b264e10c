/** The visitor's onboarding copy (/ and /onboarding), validated once on the server. */
import { VISITOR_ONBOARDING } from "@/content/visitor-onboarding";
import { createContentLoader } from "./load";
import { VisitorOnboardingSchema } from "./schemas/visitor-onboarding";

export const getVisitorOnboarding = createContentLoader("content/visitor-onboarding.ts", VisitorOnboardingSchema, VISITOR_ONBOARDING);
