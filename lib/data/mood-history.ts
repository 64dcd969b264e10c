import "server-only";
import { and, asc, eq, gte } from "drizzle-orm";
import { moodChecks, moodElements, type MoodElementName } from "@/db/schema";
import { startOfLocalDay } from "@/lib/time/day";
import { db } from "./db";

export type MoodHistory = {
  elements: { day: string; element: MoodElementName }[];
  checks: { createdAt: Date; result: unknown }[];
};

/**
 * The elements chosen and the mood checks saved since `fromDay` (YYYY-MM-DD, inclusive, the
 * person's day in `timeZone`), oldest first: what the Mood tab's trends draw. Only the columns the
 * charts need; only read on that tab.
 */
export async function getMoodHistory(userId: string, fromDay: string, timeZone: string): Promise<MoodHistory> {
  const [elements, checks] = await Promise.all([
    db()
      .select({ day: moodElements.day, element: moodElements.element })
      .from(moodElements)
      .where(and(eq(moodElements.userId, userId), gte(moodElements.day, fromDay)))
      .orderBy(asc(moodElements.day)),
    db()
      .select({ createdAt: moodChecks.createdAt, result: moodChecks.result })
      .from(moodChecks)
      .where(and(eq(moodChecks.userId, userId), gte(moodChecks.createdAt, startOfLocalDay(fromDay, timeZone))))
      .orderBy(asc(moodChecks.createdAt)),
  ]);
  return { elements, checks };
}
