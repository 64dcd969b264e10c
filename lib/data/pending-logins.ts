import "server-only";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { pendingLogins } from "@/db/schema";
import { db } from "./db";

/** Answers a pending sign-in may have checked before it is stopped and the password is asked again. */
export const CHECKS_PER_PENDING_LOGIN = 10;

type EndReason = "signed_in" | "too_many_codes" | "cancelled";

const live = (id: string, userId: string, now: Date) =>
  and(eq(pendingLogins.id, id), eq(pendingLogins.userId, userId), isNull(pendingLogins.endedAt), gt(pendingLogins.expiresAt, now));

/** A new pending sign-in for this person, ending at `expiresAt`; its id goes in the browser's cookie. */
export async function createPendingLogin(userId: string, expiresAt: Date, now = new Date()): Promise<string> {
  // Housekeeping: this person's pending sign-ins that ended a day ago are of no use to anyone.
  await db()
    .delete(pendingLogins)
    .where(and(eq(pendingLogins.userId, userId), lt(pendingLogins.expiresAt, new Date(now.getTime() - 24 * 3600_000))));
  const [row] = await db().insert(pendingLogins).values({ userId, expiresAt }).returning({ id: pendingLogins.id });
  return row!.id;
}

/** "live" while the pending sign-in can still be finished; "stopped" after its tenth wrong answer; else "ended". */
export async function pendingLoginState(id: string, userId: string, now = new Date()): Promise<"live" | "stopped" | "ended"> {
  const [row] = await db()
    .select()
    .from(pendingLogins)
    .where(and(eq(pendingLogins.id, id), eq(pendingLogins.userId, userId)))
    .limit(1);
  if (!row) return "ended";
  if (row.endReason === "too_many_codes") return "stopped";
  return row.endedAt === null && row.expiresAt > now ? "live" : "ended";
}

/** Keeps the passkey challenge just handed out; false when the pending sign-in is no longer live. */
export async function setPendingChallenge(id: string, userId: string, challenge: string, now = new Date()): Promise<boolean> {
  const rows = await db()
    .update(pendingLogins)
    .set({ challenge })
    .where(live(id, userId, now))
    .returning({ id: pendingLogins.id });
  return rows.length === 1;
}

export type ClaimedCheck = { checks: number; challenge: string | null };

/**
 * Claims one check of an answer: under a row lock, so of parallel requests on any instance each
 * gets its own count, and none past CHECKS_PER_PENDING_LOGIN. The passkey challenge is taken in
 * the same step: an answer to it is checked once. Null when the pending sign-in is ended, past
 * its end or out of checks.
 */
export async function claimPendingCheck(id: string, userId: string, now = new Date()): Promise<ClaimedCheck | null> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(pendingLogins)
      .where(live(id, userId, now))
      .for("update");
    if (!row || row.checks >= CHECKS_PER_PENDING_LOGIN) return null;
    const checks = row.checks + 1;
    await tx.update(pendingLogins).set({ checks, challenge: null }).where(eq(pendingLogins.id, id));
    return { checks, challenge: row.challenge };
  });
}

/** Ends a pending sign-in once: true only for the one call that ended it (of two racing, one wins). */
export async function endPendingLoginRow(id: string, userId: string, reason: EndReason, now = new Date()): Promise<boolean> {
  const rows = await db()
    .update(pendingLogins)
    .set({ endedAt: now, endReason: reason, challenge: null })
    .where(and(eq(pendingLogins.id, id), eq(pendingLogins.userId, userId), isNull(pendingLogins.endedAt)))
    .returning({ id: pendingLogins.id });
  return rows.length === 1;
}
