import { ASSESSMENT_KINDS, INSTRUMENTS, type AssessmentKind } from "./instruments";

const byKind = <T>(pick: (kind: AssessmentKind) => T) => Object.fromEntries(ASSESSMENT_KINDS.map((kind) => [kind, pick(kind)])) as Record<AssessmentKind, T>;

/** Where each questionnaire leads once saved (the chain of docs/decisions/0000-the-original-app.md §4, onboarding to the report). */
export const NEXT_AFTER: Readonly<Record<AssessmentKind, string>> = byKind((kind) => INSTRUMENTS[kind].next);

/** The name of each assessment on the dashboard and the report. */
export const ASSESSMENT_TITLES: Readonly<Record<AssessmentKind, string>> = byKind((kind) => INSTRUMENTS[kind].title);

/** Where to (re)take a questionnaire: its intro page; onboarding straight to its questions. */
export function startPath(kind: AssessmentKind): string {
  return INSTRUMENTS[kind].startPath;
}
