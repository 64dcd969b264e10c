import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import { journalEntries, type JournalEntryRow, type MoodElementName } from "@/db/schema";
import { open, seal } from "@/lib/journal/crypto";
import { db } from "./db";
import type { SyncedKeep } from "./mood";

/** A journal entry as its owner reads it: the text decrypted. */
export type JournalEntry = {
  id: string;
  text: string;
  element: MoodElementName | null;
  createdAt: Date;
  updatedAt: Date;
};

function decrypt(row: JournalEntryRow): JournalEntry {
  return {
    id: row.id,
    text: open(row),
    element: row.element ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const owned = (userId: string, id: string) => and(eq(journalEntries.userId, userId), eq(journalEntries.id, id));

/** Saves a new entry; the text is encrypted before it leaves this process (docs/decisions/0025-journal-encrypted-at-rest.md). */
export async function createJournalEntry(userId: string, input: { text: string; element: MoodElementName | null }): Promise<JournalEntry> {
  const [row] = await db()
    .insert(journalEntries)
    .values({ userId, element: input.element, ...seal(input.text) })
    .returning();
  return decrypt(row!);
}

/**
 * An entry written without a connection, kept under the id its device made and dated when it was
 * written: the same id sent twice is one row; an id already used by another person is refused.
 */
export async function keepSyncedJournalEntry(
  userId: string,
  input: { id: string; text: string; element: MoodElementName | null; writtenAt: Date },
): Promise<SyncedKeep> {
  const [row] = await db()
    .insert(journalEntries)
    .values({ id: input.id, userId, element: input.element, createdAt: input.writtenAt, updatedAt: input.writtenAt, ...seal(input.text) })
    .onConflictDoNothing({ target: journalEntries.id })
    .returning({ id: journalEntries.id });
  if (row) return "new";
  const [existing] = await db().select({ userId: journalEntries.userId }).from(journalEntries).where(eq(journalEntries.id, input.id)).limit(1);
  return existing?.userId === userId ? "again" : "refused";
}

/** Replaces the text of the user's own entry (re-encrypted under the current key); null when it is not theirs. */
export async function updateJournalEntry(userId: string, id: string, text: string): Promise<JournalEntry | null> {
  const [row] = await db()
    .update(journalEntries)
    .set({ ...seal(text), updatedAt: new Date() })
    .where(owned(userId, id))
    .returning();
  return row ? decrypt(row) : null;
}

/** Deletes the user's own entry; false when there was none. */
export async function deleteJournalEntry(userId: string, id: string): Promise<boolean> {
  const rows = await db().delete(journalEntries).where(owned(userId, id)).returning({ id: journalEntries.id });
  return rows.length > 0;
}

/** One of the user's own entries, decrypted; null when there is none of theirs with this id (`id` must be a uuid). */
export async function getJournalEntry(userId: string, id: string): Promise<JournalEntry | null> {
  const [row] = await db().select().from(journalEntries).where(owned(userId, id)).limit(1);
  return row ? decrypt(row) : null;
}

/** The user's entries, newest first, decrypted; `page` (from 1) of `pageSize`, or all of them. */
export async function listJournalEntries(userId: string, paging?: { page: number; pageSize: number }): Promise<JournalEntry[]> {
  const query = db().select().from(journalEntries).where(eq(journalEntries.userId, userId)).orderBy(desc(journalEntries.createdAt), desc(journalEntries.id));
  const rows = paging ? await query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize) : await query;
  return rows.map(decrypt);
}

/** How many entries the user has (for paging). */
export async function countJournalEntries(userId: string): Promise<number> {
  const [row] = await db().select({ n: count() }).from(journalEntries).where(eq(journalEntries.userId, userId));
  return row?.n ?? 0;
}
