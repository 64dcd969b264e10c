/** Public surface of the pure scoring core. Other code imports from "@/lib/scoring" only. */
export * from "./constants";
export * from "./doshas";
export * from "./dosha-schemas";
export type * from "./types";
export { doshaResult } from "./dosha-result";
export { sortDoshas } from "./dosha-order";
export { scorePrakriti } from "./prakriti";
export { scoreVikriti } from "./vikriti";
export { bodyTypeFromPercentages } from "./body-type";
export { scoreOnboarding } from "./onboarding";
export { scoreAma } from "./ama";
export { scoreLifestyle, lifestyleBand } from "./lifestyle";
export { scoreGuna, gunaBand } from "./guna";
export { scoreGad7, gad7Severity } from "./gad7";
export { moodCheck } from "./mood-check";
export { onboardingTrack } from "./onboarding-track";
export { normalizePercentages, isReportComplete, readJsonObject } from "./report";
export { normalizeDoshaCode } from "./dosha-code";
