import "server-only";
import { desc, eq } from "drizzle-orm";
import { securityEvents } from "@/db/schema";
import { db } from "./db";
import type { UserKey } from "./prepared";

/** Adds one event to the user's account history. */
export async function insertSecurityEvent(input: { userId: string; kind: string; address: string; at?: Date }): Promise<void> {
  await db()
    .insert(securityEvents)
    .values({ userId: input.userId, kind: input.kind, address: input.address, createdAt: input.at ?? new Date() });
}

/** The user's newest events, newest first. */
export function listSecurityEvents(userId: UserKey, limit = 10) {
  return db().select().from(securityEvents).where(eq(securityEvents.userId, userId)).orderBy(desc(securityEvents.createdAt)).limit(limit);
}
