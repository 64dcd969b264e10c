import "server-only";
import { and, desc, eq, isNull, lt } from "drizzle-orm";
import { contactMessages, type ContactMessage } from "@/db/schema";
import type { ContactValues } from "@/lib/validations/contact";
import { db } from "./db";

/** Stores one contact message; `userId` when the sender was signed in. */
export async function createContactMessage(input: ContactValues & { userId: string | null }): Promise<ContactMessage> {
  const [row] = await db().insert(contactMessages).values(input).returning();
  return row!;
}

/** The messages a user sent while signed in, newest first (for their data export). */
export async function listContactMessagesByUser(userId: string): Promise<ContactMessage[]> {
  return db().select().from(contactMessages).where(eq(contactMessages.userId, userId)).orderBy(desc(contactMessages.createdAt));
}

/** Housekeeping (Privacy page): messages sent without an account are kept for 12 months. */
export async function deleteAnonymousContactMessagesBefore(before: Date): Promise<number> {
  const rows = await db()
    .delete(contactMessages)
    .where(and(isNull(contactMessages.userId), lt(contactMessages.createdAt, before)))
    .returning({ id: contactMessages.id });
  return rows.length;
}
