import { INSTRUMENTS, parseStoredResult, type AssessmentKind, type RegisteredInstrument, type ResultMeaning } from "./instruments";

/** A short line for a saved result, as the dashboard and report list it; "—" when it does not parse. */
export function summarizeResult(kind: AssessmentKind, result: unknown): string {
  const parsed = parseStoredResult(kind, result);
  return parsed === null ? "—" : (INSTRUMENTS[kind] as RegisteredInstrument<AssessmentKind>).summary(parsed);
}

/**
 * What a saved result means on the report; its "what is this" sentence when it does not parse,
 * null for a kind the report shows its own way (the body type).
 */
export function resultMeaning(kind: AssessmentKind, result: unknown): ResultMeaning | null {
  const { reads } = INSTRUMENTS[kind] as RegisteredInstrument<AssessmentKind>;
  if (!reads) return null;
  const parsed = parseStoredResult(kind, result);
  return parsed === null ? { paragraphs: [reads.about()], details: [], closing: [] } : reads.meaning(parsed);
}
