import "server-only";
import { desc, eq } from "drizzle-orm";
import { mailOutbox } from "@/db/schema";
import { db } from "./db";

/** Keeps a mail that could not be sent because no SMTP server is configured. */
export async function addToOutbox(mail: { to: string; subject: string; text: string }): Promise<void> {
  await db().insert(mailOutbox).values(mail);
}

/** The newest outbox mails to one address, newest first. */
export async function listOutboxFor(to: string, limit = 10) {
  return db().select().from(mailOutbox).where(eq(mailOutbox.to, to.trim().toLowerCase())).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}

/** Drops every kept mail to this address (with the account it belonged to). */
export async function deleteOutboxFor(to: string): Promise<void> {
  await db().delete(mailOutbox).where(eq(mailOutbox.to, to.trim().toLowerCase()));
}
