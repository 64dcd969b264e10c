import "server-only";
import { and, desc, eq, gte, lte } from "drizzle-orm";
import { moodChecks, moodElements, type MoodCheckRow, type MoodElementName, type MoodElementRow } from "@/db/schema";
import { db } from "./db";
import type { UserKey } from "./prepared";

export type { MoodCheckRow, MoodElementRow };

/** Saves the element of one day; a later choice on the same day replaces it (one row per user per day). */
export async function saveMoodElement(userId: string, element: MoodElementName, day: string): Promise<MoodElementRow> {
  const [row] = await db()
    .insert(moodElements)
    .values({ userId, element, day })
    .onConflictDoUpdate({ target: [moodElements.userId, moodElements.day], set: { element, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** The user's chosen elements, newest day first; `from`/`to` (YYYY-MM-DD, inclusive) narrow it to a range. */
export function listMoodElements(userId: UserKey, range: { from?: string; to?: string; limit?: number } = {}) {
  const conditions = [eq(moodElements.userId, userId)];
  if (range.from) conditions.push(gte(moodElements.day, range.from));
  if (range.to) conditions.push(lte(moodElements.day, range.to));
  const query = db()
    .select()
    .from(moodElements)
    .where(and(...conditions))
    .orderBy(desc(moodElements.day));
  return range.limit ? query.limit(range.limit) : query;
}

/** Saves one mood check with its computed result. */
export async function createMoodCheck(input: typeof moodChecks.$inferInsert): Promise<MoodCheckRow> {
  const [row] = await db().insert(moodChecks).values(input).returning();
  return row!;
}

/** The user's mood checks, newest first (`limit` for the dashboard, none for the export). */
export function listMoodChecks(userId: UserKey, limit?: number) {
  const query = db().select().from(moodChecks).where(eq(moodChecks.userId, userId)).orderBy(desc(moodChecks.createdAt), desc(moodChecks.id));
  return limit ? query.limit(limit) : query;
}
