import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { companionMessages, type CompanionMessageAuthor, type CompanionMessageRow } from "@/db/schema";
import type { CompanionName } from "@/lib/companion/companions";
import type { CompanionOffer, ReplyTopic } from "@/lib/companion/reply";
import { open, seal } from "@/lib/journal/crypto";
import { db } from "./db";

/** What one message holds once decrypted: the words, and for a reply what it offered. */
export type CompanionMessageBody = {
  text: string;
  topic?: ReplyTopic;
  offer?: CompanionOffer | null;
  suggestions?: string[];
};

/** A message of the conversation as its owner reads it. */
export type CompanionMessage = CompanionMessageBody & {
  id: string;
  author: CompanionMessageAuthor;
  companion: CompanionName;
  createdAt: Date;
};

function decrypt(row: CompanionMessageRow): CompanionMessage {
  const body = JSON.parse(open(row)) as CompanionMessageBody;
  return { ...body, id: row.id, author: row.author, companion: row.companion, createdAt: row.createdAt };
}

/** Saves messages in the order given (the person's, then the reply), each encrypted (as journal text is). */
export async function createCompanionMessages(
  userId: string,
  messages: readonly { author: CompanionMessageAuthor; companion: CompanionName; body: CompanionMessageBody }[],
): Promise<CompanionMessage[]> {
  const rows = await db()
    .insert(companionMessages)
    .values(messages.map((m) => ({ userId, author: m.author, companion: m.companion, ...seal(JSON.stringify(m.body)) })))
    .returning();
  return rows.sort((a, b) => (a.id < b.id ? -1 : 1)).map(decrypt);
}

/** The user's conversation, oldest first; `last` keeps only the newest that many. */
export async function listCompanionMessages(userId: string, last?: number): Promise<CompanionMessage[]> {
  if (last === undefined) {
    const rows = await db()
      .select()
      .from(companionMessages)
      .where(eq(companionMessages.userId, userId))
      .orderBy(asc(companionMessages.createdAt), asc(companionMessages.id));
    return rows.map(decrypt);
  }
  const rows = await db()
    .select()
    .from(companionMessages)
    .where(eq(companionMessages.userId, userId))
    .orderBy(desc(companionMessages.createdAt), desc(companionMessages.id))
    .limit(last);
  return rows.reverse().map(decrypt);
}

/** Deletes the user's whole conversation; returns how many messages went. */
export async function clearCompanionMessages(userId: string): Promise<number> {
  const rows = await db().delete(companionMessages).where(eq(companionMessages.userId, userId)).returning({ id: companionMessages.id });
  return rows.length;
}
