import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { passwordResetTokens } from "@/db/schema";
import { db } from "./db";

/** Stores a new reset token (its hash only) for the user. */
export async function createPasswordResetToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db().insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/**
 * Marks the token used and returns its user, only if it exists, is unused and unexpired.
 * A single conditional UPDATE, so two concurrent uses cannot both succeed.
 */
export async function consumePasswordResetToken(tokenHash: string, now = new Date()): Promise<string | null> {
  const [row] = await db()
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** Whether the token could still be used (for showing the form or a friendly "expired"). */
export async function isPasswordResetTokenUsable(tokenHash: string, now = new Date()): Promise<boolean> {
  const [row] = await db()
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}

/** Drops every other outstanding token of the user once one was used. */
export async function deletePasswordResetTokensForUser(userId: string): Promise<void> {
  await db().delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}
