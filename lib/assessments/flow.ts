import type { AssessmentKind } from "@/db/schema/assessments";

/** Where each questionnaire leads once saved (spec section 4's chain, onboarding to the report). */
export const NEXT_AFTER: Record<AssessmentKind, string> = {
  onboarding: "/report",
  prakriti: "/intro/vikriti",
  vikriti: "/questions/ama",
  ama: "/intro/guna",
  guna: "/intro/gad7",
  gad7: "/intro/life",
  life: "/report",
};

export const ASSESSMENT_TITLES: Record<AssessmentKind, string> = {
  onboarding: "Body type (onboarding)",
  prakriti: "Prakriti: natural constitution",
  vikriti: "Vikriti: current balance",
  ama: "Ama in dhatus",
  guna: "Inner qualities (guna)",
  gad7: "GAD-7 emotional check-in",
  life: "Lifestyle targets",
};

/** Where to (re)take a questionnaire: its intro page; onboarding straight to its questions. */
export function startPath(kind: AssessmentKind): string {
  // Once the report exists, onboarding only opens when asked for on purpose (DECISIONS 4).
  return kind === "onboarding" ? "/questions/onboarding?retake=1" : `/intro/${kind}`;
}
