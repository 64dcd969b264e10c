import "server-only";
import { cache } from "react";
import { asc, desc, eq } from "drizzle-orm";
import { assessmentSubmissions, type AssessmentKind, type AssessmentSubmission } from "@/db/schema";
import { isReportComplete } from "@/lib/scoring";
import { db } from "./db";
import { onEachHandle, USER } from "./prepared";

export type { AssessmentKind, AssessmentSubmission };

/** Saves one submission as a new row (retakes add history, never overwrite). */
export async function createSubmission(input: {
  userId: string;
  kind: AssessmentKind;
  answers: unknown;
  result: unknown;
  scoringVersion: number;
  resultShape: number;
}): Promise<AssessmentSubmission> {
  const [row] = await db().insert(assessmentSubmissions).values(input).returning();
  return row!;
}

/**
 * The user's newest submission of each kind, in one query (DISTINCT ON over the (user, kind,
 * created_at) index). Read once per request however many parts of a page ask: the report check,
 * the report itself and the overview all reuse these rows.
 */
const latestSubmissions = onEachHandle(() =>
  db()
    .selectDistinctOn([assessmentSubmissions.kind])
    .from(assessmentSubmissions)
    .where(eq(assessmentSubmissions.userId, USER))
    .orderBy(asc(assessmentSubmissions.kind), desc(assessmentSubmissions.createdAt), desc(assessmentSubmissions.id))
    .prepare("latest_submissions"),
);

export const getLatestSubmissions = cache(async (userId: string): Promise<ReadonlyMap<AssessmentKind, AssessmentSubmission>> => {
  const rows = await latestSubmissions().execute({ userId });
  return new Map(rows.map((row) => [row.kind, row]));
});

/** Every submission of the user, newest first (history and export). */
export async function listSubmissions(userId: string): Promise<AssessmentSubmission[]> {
  return db()
    .select()
    .from(assessmentSubmissions)
    .where(eq(assessmentSubmissions.userId, userId))
    .orderBy(desc(assessmentSubmissions.createdAt), desc(assessmentSubmissions.id));
}

export type Report = {
  bodyType: string | null;
  percentages: unknown;
  rawAnswers: unknown;
  nourishPlanDosha: string | null;
  soundSleepDosha: string | null;
  createdAt: Date;
};

/** The body-type report: the newest onboarding submission, in the report's shape. */
export async function getReport(userId: string): Promise<Report | null> {
  return reportOf((await getLatestSubmissions(userId)).get("onboarding") ?? null);
}

/** An onboarding submission in the report's shape. */
function reportOf(row: AssessmentSubmission | null): Report | null {
  if (!row) return null;
  const result = (row.result ?? {}) as Record<string, unknown>;
  return {
    bodyType: typeof result.bodyType === "string" ? result.bodyType : null,
    percentages: result.percentages ?? null,
    // Onboarding saves { answers: { q1: [...], … } }; the report's raw answers are that map.
    rawAnswers: (row.answers as { answers?: unknown } | null)?.answers ?? row.answers,
    nourishPlanDosha: typeof result.nourishPlanDosha === "string" ? result.nourishPlanDosha : null,
    soundSleepDosha: typeof result.soundSleepDosha === "string" ? result.soundSleepDosha : null,
    createdAt: row.createdAt,
  };
}

/** Whether the user's report counts as complete (the rule of docs/decisions/0000-the-original-app.md §2). */
export async function hasCompleteReport(userId: string): Promise<boolean> {
  return isReportComplete(await getReport(userId));
}
