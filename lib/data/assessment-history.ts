import "server-only";
import { asc, eq } from "drizzle-orm";
import { assessmentSubmissions } from "@/db/schema";
import type { HistoryRow } from "@/lib/trends/assessment-series";
import { db } from "./db";

/**
 * Every submission of the user, oldest first, without the answers: the history the report's
 * trends are drawn from, in one query on the (user, kind, created) index.
 */
export async function listSubmissionHistory(userId: string): Promise<HistoryRow[]> {
  return db()
    .select({ kind: assessmentSubmissions.kind, result: assessmentSubmissions.result, createdAt: assessmentSubmissions.createdAt })
    .from(assessmentSubmissions)
    .where(eq(assessmentSubmissions.userId, userId))
    .orderBy(asc(assessmentSubmissions.createdAt), asc(assessmentSubmissions.id));
}
