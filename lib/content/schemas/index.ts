/**
 * Zod schemas for the app's static content (questionnaires, intros, plans, report meanings).
 * The counts, ids and weights are the original app's (docs/decisions/0000-the-original-app.md §3, §5, §9); the loaders in
 * `lib/content/index.ts` validate each content file against these once, on first use.
 */
export * from "./common";
export * from "./onboarding";
export * from "./questionnaires";
export * from "./copy";
export * from "./habits";
export * from "./visitor-onboarding";
