import "server-only";
import { and, desc, eq, gte, lt, lte } from "drizzle-orm";
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

/** How an item sent again from a device's outbox was kept: new, already there, or another person's id. */
export type SyncedKeep = "new" | "again" | "refused";

/**
 * A mood check written without a connection, kept under the id its device made: the same id sent
 * twice is one row, and an id already used by another person is refused (nothing is written).
 */
export async function keepSyncedMoodCheck(input: typeof moodChecks.$inferInsert & { id: string }): Promise<SyncedKeep> {
  const [row] = await db().insert(moodChecks).values(input).onConflictDoNothing({ target: moodChecks.id }).returning({ id: moodChecks.id });
  if (row) return "new";
  const [existing] = await db().select({ userId: moodChecks.userId }).from(moodChecks).where(eq(moodChecks.id, input.id)).limit(1);
  return existing?.userId === input.userId ? "again" : "refused";
}

/**
 * The element of a day chosen without a connection. The day's row keeps the choice written last:
 * an earlier one synced late never replaces a later one, and the same item sent again changes
 * nothing. An id that is another person's row is refused.
 */
export async function keepSyncedMoodElement(input: {
  id: string;
  userId: string;
  element: MoodElementName;
  day: string;
  writtenAt: Date;
}): Promise<SyncedKeep> {
  const [owner] = await db().select({ userId: moodElements.userId }).from(moodElements).where(eq(moodElements.id, input.id)).limit(1);
  if (owner) return owner.userId === input.userId ? "again" : "refused";
  const { id, userId, element, day, writtenAt } = input;
  await db()
    .insert(moodElements)
    .values({ id, userId, element, day, createdAt: writtenAt, updatedAt: writtenAt })
    .onConflictDoUpdate({
      target: [moodElements.userId, moodElements.day],
      set: { element, updatedAt: writtenAt },
      setWhere: lt(moodElements.updatedAt, writtenAt),
    });
  return "new";
}
