import "server-only";
import { and, desc, eq, isNull, lt, ne, not, or, sql } from "drizzle-orm";
import { userSessions, users, type User } from "@/db/schema";
import type { SessionRowCutoffs } from "@/lib/auth/idle";
import { db } from "./db";
import { onEachHandle, USER } from "./prepared";

/** Why a session ended, as kept on its row. */
export type SessionEndReason = "signed_out" | "ended_elsewhere" | "idle" | "password_changed";

const SESSION = sql.placeholder("sessionId");

// The user and their session row in one statement: every signed-in request already read the
// user's row, so checking the session costs a join on a primary key, not a second round trip.
const sessionUser = onEachHandle(() =>
  db()
    .select({ user: users, rememberMe: userSessions.rememberMe, lastSeenAt: userSessions.lastSeenAt })
    .from(users)
    .innerJoin(userSessions, and(eq(userSessions.id, SESSION), eq(userSessions.userId, users.id), isNull(userSessions.endedAt)))
    .where(eq(users.id, USER))
    .limit(1)
    .prepare("session_user"),
);

/** The user of a session that has not ended, with the session's remember-me and last use; null otherwise. */
export async function getSessionUser(userId: string, sessionId: string): Promise<{ user: User; rememberMe: boolean; lastSeenAt: Date } | null> {
  const [row] = await sessionUser().execute({ userId, sessionId });
  return row ?? null;
}

/** Every session row of the user, newest first (the export): ended ones too, with why. */
export function listUserSessions(userId: string) {
  return db().select().from(userSessions).where(eq(userSessions.userId, userId)).orderBy(desc(userSessions.createdAt));
}

/** Starts a session row at sign-in; its id goes into the token. */
export async function createUserSession(input: { userId: string; rememberMe: boolean; device: string; address: string }): Promise<string> {
  const [row] = await db().insert(userSessions).values(input).returning({ id: userSessions.id });
  return row!.id;
}

/** Moves a session's last use on (at most every few minutes: lib/auth/idle.ts). */
export async function touchUserSession(sessionId: string, at: Date): Promise<void> {
  await db()
    .update(userSessions)
    .set({ lastSeenAt: at })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.endedAt)));
}

/** Ends one of the user's sessions; false when it is not theirs or had already ended. */
export async function endUserSession(userId: string, sessionId: string, reason: SessionEndReason): Promise<boolean> {
  const rows = await db()
    .update(userSessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), isNull(userSessions.endedAt)))
    .returning({ id: userSessions.id });
  return rows.length === 1;
}

/** Ends every live session of the user but `keep` (none kept when null); how many ended. */
export async function endUserSessionsExcept(userId: string, keep: string | null, reason: SessionEndReason): Promise<number> {
  const rows = await db()
    .update(userSessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.endedAt), keep ? ne(userSessions.id, keep) : undefined))
    .returning({ id: userSessions.id });
  return rows.length;
}

/** Deletes the user's session rows past keeping (lib/auth/idle.ts: sessionRowCutoffs); how many went. */
export async function deleteDeadUserSessions(userId: string, cutoffs: SessionRowCutoffs): Promise<number> {
  const { endedBefore, remembered, sessionOnly } = cutoffs;
  const rows = await db()
    .delete(userSessions)
    .where(
      and(
        eq(userSessions.userId, userId),
        or(
          lt(userSessions.endedAt, endedBefore),
          and(userSessions.rememberMe, or(lt(userSessions.lastSeenAt, remembered.lastSeenBefore), lt(userSessions.createdAt, remembered.createdBefore))),
          and(not(userSessions.rememberMe), or(lt(userSessions.lastSeenAt, sessionOnly.lastSeenBefore), lt(userSessions.createdAt, sessionOnly.createdBefore))),
        ),
      ),
    )
    .returning({ id: userSessions.id });
  return rows.length;
}
