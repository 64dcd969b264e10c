import "server-only";
import { and, asc, count, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { passkeys, recoveryCodes, totpSecrets } from "@/db/schema";
import { open, seal } from "@/lib/journal/crypto";
import { db } from "./db";

export type PasskeyRow = typeof passkeys.$inferSelect;

/**
 * What is on for a person: a confirmed authenticator app, passkeys, recovery codes left, and the
 * secret of an app still being set up (decrypted, to show as a QR code; null otherwise).
 */
export type TwoStepState = { totp: boolean; passkeys: PasskeyRow[]; recoveryCodesLeft: number; secretBeingSetUp: string | null };

/** The person's two-step state: on when either an app is confirmed or a passkey is added. */
export async function getTwoStepState(userId: string): Promise<TwoStepState> {
  const [[totp], keys, [left]] = await Promise.all([
    db().select().from(totpSecrets).where(eq(totpSecrets.userId, userId)).limit(1),
    db().select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt)),
    db()
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
  ]);
  return twoStepStateOf(totp, keys, left?.n ?? 0);
}

/** The state from the rows, however they were read (here, or in the profile's one statement: lib/data/page-reads.ts). */
export function twoStepStateOf(totp: typeof totpSecrets.$inferSelect | null | undefined, keys: PasskeyRow[], recoveryCodesLeft: number): TwoStepState {
  return { totp: Boolean(totp?.confirmedAt), passkeys: keys, recoveryCodesLeft, secretBeingSetUp: totp && !totp.confirmedAt ? open(totp) : null };
}

/** True when a password login of this person needs a second step (one query, used at every login). */
export async function hasTwoStep(userId: string): Promise<boolean> {
  const [row] = await db()
    .select({ userId: totpSecrets.userId })
    .from(totpSecrets)
    .where(and(eq(totpSecrets.userId, userId), isNotNull(totpSecrets.confirmedAt)))
    .unionAll(db().select({ userId: passkeys.userId }).from(passkeys).where(eq(passkeys.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Starts (or restarts) setting up an app: the new secret is stored encrypted and not yet confirmed. */
export async function saveUnconfirmedTotp(userId: string, secret: string): Promise<void> {
  const sealed = seal(secret);
  await db()
    .insert(totpSecrets)
    .values({ userId, ...sealed })
    .onConflictDoUpdate({
      target: totpSecrets.userId,
      set: { ...sealed, confirmedAt: null, lastUsedStep: null, createdAt: new Date() },
      where: isNull(totpSecrets.confirmedAt),
    });
}

/** The person's app secret, decrypted, with whether it is confirmed and the last step used; null when none. */
export async function getTotpSecret(userId: string): Promise<{ secret: string; confirmed: boolean; lastUsedStep: number | null } | null> {
  const [row] = await db().select().from(totpSecrets).where(eq(totpSecrets.userId, userId)).limit(1);
  return row ? { secret: open(row), confirmed: row.confirmedAt !== null, lastUsedStep: row.lastUsedStep } : null;
}

/**
 * Records `step` as the last one used, only when it is after the one stored: of two requests with
 * the same code, one wins. Confirms the secret on its first use. False when the step was taken.
 */
export async function claimTotpStep(userId: string, step: number): Promise<boolean> {
  const rows = await db()
    .update(totpSecrets)
    .set({ lastUsedStep: step })
    .where(and(eq(totpSecrets.userId, userId), or(isNull(totpSecrets.lastUsedStep), lt(totpSecrets.lastUsedStep, step))))
    .returning({ userId: totpSecrets.userId });
  return rows.length === 1;
}

/** Drops an app secret whose setup was not finished (a confirmed one stays). */
export async function deleteUnconfirmedTotp(userId: string): Promise<void> {
  await db()
    .delete(totpSecrets)
    .where(and(eq(totpSecrets.userId, userId), isNull(totpSecrets.confirmedAt)));
}

/** Marks the app secret confirmed: from now on password logins ask for a code. */
export async function confirmTotp(userId: string): Promise<void> {
  await db().update(totpSecrets).set({ confirmedAt: new Date() }).where(eq(totpSecrets.userId, userId));
}

/** Replaces every recovery code of the person with these hashes. */
export async function replaceRecoveryCodes(userId: string, hashes: string[]): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  });
}

/** Spends one unused recovery code; false when it is not theirs or already used (one of two racing requests wins). */
export async function spendRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
  const rows = await db()
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

/** Adds a passkey to the person's account. */
export async function addPasskey(input: {
  userId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string;
  name: string;
}): Promise<void> {
  await db().insert(passkeys).values(input);
}

/** One of the person's passkeys by its credential id, or null when it is not theirs. */
export async function getPasskey(userId: string, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db()
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, credentialId)))
    .limit(1);
  return row ?? null;
}

/** After a passkey signed in: its new signature counter and when. */
export async function markPasskeyUsed(userId: string, id: string, counter: number): Promise<void> {
  await db()
    .update(passkeys)
    .set({ counter, lastUsedAt: new Date() })
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)));
}

/** Turns two-step sign-in off: the app secret, every passkey and every recovery code go. */
export async function deleteTwoStep(userId: string): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.delete(totpSecrets).where(eq(totpSecrets.userId, userId));
    await tx.delete(passkeys).where(eq(passkeys.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}
