import "server-only";
import type { AssessmentKind } from "@/lib/data/assessments";
import { getGad7Help } from "@/lib/content";

/**
 * What every client must show next to a result, not only the web pages: a GAD-7 answer always
 * carries where to find urgent help (DECISIONS 8), whatever the score.
 */
export function resultHelp(kind: AssessmentKind): { help?: string[] } {
  return kind === "gad7" ? { help: [...getGad7Help()] } : {};
}
