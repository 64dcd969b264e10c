/**
 * Static content for the app: questionnaires, intro pages, plans and report meanings.
 * Every getter validates its content file with zod on first use and caches the frozen result;
 * an invalid file throws a ContentValidationError naming the file. Pure data: safe in server
 * components, client components and tests.
 */
export * from "./questionnaires";
export * from "./intros";
export * from "./plans";
export * from "./meanings";
export * from "./visitor-onboarding";
export { ContentValidationError, createContentLoader } from "./load";
export { GAD7_HELP, NOT_MEDICAL_ADVICE } from "@/content/report-meanings";
export { PRAKRITI_MAX_PICKS, PRAKRITI_ROW_COUNT, VIKRITI_ROW_COUNT } from "./schemas";
export type * from "./schemas";
export * from "./habits";
