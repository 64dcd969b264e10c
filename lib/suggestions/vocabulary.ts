/**
 * The words the suggestion rule and the habit library share (content/habits/catalogue.ts `suits`).
 * No imports, so content schemas can read them without pulling in the rule.
 */

/** How a recent mood check can steer the practice: one sign per slider that is far from neutral. */
export const MOOD_SIGNS = ["busy-mind", "heavy-body", "running-warm", "feeling-cold"] as const;
export type MoodSign = (typeof MOOD_SIGNS)[number];

/** The landing page's areas a practice can serve ("Something else" points nowhere in particular). */
export const SUGGESTION_AREAS = ["health", "sleep", "stress"] as const;
export type SuggestionArea = (typeof SUGGESTION_AREAS)[number];
