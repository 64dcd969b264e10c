import "server-only";
import { getLatestSubmissions, type AssessmentKind } from "@/lib/data/assessments";
import { ASSESSMENT_TITLES, startPath } from "./flow";
import { resultHelp } from "./help";
import { ASSESSMENT_KINDS } from "./instruments";
import { summarizeResult } from "./summary";

/** The order assessments are listed in: the registry's (the body-type onboarding first, then the chain). */
export const OVERVIEW_KINDS = ASSESSMENT_KINDS;

type LatestResult = {
  /** A short line for the result (summarizeResult). */
  summary: string;
  /** The stored result, as scored when it was submitted (its shape: the instrument's `stored` schema). */
  result: unknown;
  createdAt: Date;
};

export type AssessmentOverviewItem = {
  kind: AssessmentKind;
  title: string;
  /** The newest submission of this kind, or null when it has not been taken yet. */
  latest: LatestResult | null;
  /** Where to take it (again). */
  href: string;
  /** Lines to show beside its result, whatever the score (the instrument's `help`; GAD-7's). */
  help?: string[];
};

/**
 * The newest result of each assessment for one user, in a fixed order (OVERVIEW_KINDS, or the
 * `kinds` asked for, in that order). The newest rows only, read once per request, so the history
 * is never loaded.
 */
export async function getAssessmentOverview(userId: string, kinds: readonly AssessmentKind[] = OVERVIEW_KINDS): Promise<AssessmentOverviewItem[]> {
  const latest = await getLatestSubmissions(userId);
  return kinds.map((kind) => {
    const row = latest.get(kind) ?? null;
    return {
      kind,
      title: ASSESSMENT_TITLES[kind],
      latest: row ? { summary: summarizeResult(kind, row.result), result: row.result, createdAt: row.createdAt } : null,
      href: startPath(kind),
      ...(row ? resultHelp(kind) : {}),
    };
  });
}
