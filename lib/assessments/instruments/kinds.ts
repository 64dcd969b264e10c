/**
 * Every assessment kind, in the order the dashboard and report list them (the body-type
 * onboarding first, then the chain of docs/decisions/0000-the-original-app.md §4). The registry (./index.ts) must hold
 * exactly one instrument per kind, and the database's check on `assessment_submissions.kind`
 * is built from this same list. No imports: db/schema and drizzle-kit read it too.
 */
export const ASSESSMENT_KINDS = ["onboarding", "prakriti", "vikriti", "ama", "guna", "gad7", "life"] as const;

export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];
