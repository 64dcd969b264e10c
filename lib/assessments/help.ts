import "server-only";
import { INSTRUMENTS, type AssessmentKind, type RegisteredInstrument } from "./instruments";

/**
 * What every client must show next to a result, not only the web pages: a GAD-7 answer always
 * carries where to find urgent help (docs/decisions/0008-gad7-validated-and-help-always-shown.md), whatever the score.
 */
export function resultHelp(kind: AssessmentKind): { help?: string[] } {
  const { help } = INSTRUMENTS[kind] as RegisteredInstrument<AssessmentKind>;
  return help ? { help: [...help()] } : {};
}
