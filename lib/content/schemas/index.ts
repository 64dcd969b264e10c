/**
 * Zod schemas for the app's static content (questionnaires, intros, plans, report meanings).
 * The counts, ids and weights are the product spec's (sections 3, 5 and 9); the loaders in
 * `lib/content/index.ts` validate each content file against these once, on first use.
 */
export * from "./common";
export * from "./onboarding";
export * from "./questionnaires";
export * from "./copy";
export * from "./habits";
export * from "./visitor-onboarding";
