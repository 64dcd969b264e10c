import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { oauthAccounts, users, type User } from "@/db/schema";
import { db } from "./db";

export type { User };

/** The user with this id, or null. */
export async function getUserById(userId: string): Promise<User | null> {
  const [row] = await db().select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** The user with this (already normalised) email, or null. */
export async function getUserByEmail(email: string): Promise<User | null> {
  const [row] = await db().select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** Creates a user; null when the email is taken (the unique index decides, not a racy read). */
export async function createUser(input: {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  image?: string | null;
}): Promise<User | null> {
  const [row] = await db()
    .insert(users)
    .values({ ...input, email: input.email.trim().toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

/** Revokes every session of the user by moving their session version on. */
export async function bumpSessionVersion(userId: string): Promise<number | null> {
  const [row] = await db()
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? null;
}

/** Sets a new password hash and revokes every existing session in the same statement. */
export async function updatePasswordHash(userId: string, passwordHash: string): Promise<void> {
  await db()
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

/**
 * The user behind an OAuth identity: the linked one, else the account with the provider's
 * verified email (linked now), else a new account without a password.
 */
export async function findOrCreateOAuthUser(input: {
  provider: string;
  providerAccountId: string;
  email: string;
  firstName: string;
  lastName: string;
  image: string | null;
}): Promise<User | null> {
  const [linked] = await db()
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(
      and(eq(oauthAccounts.provider, input.provider), eq(oauthAccounts.providerAccountId, input.providerAccountId)),
    )
    .limit(1);
  if (linked) return linked.user;
  const email = input.email.trim().toLowerCase();
  const user =
    (await getUserByEmail(email)) ??
    (await createUser({ email, firstName: input.firstName, lastName: input.lastName, passwordHash: null, image: input.image })) ??
    (await getUserByEmail(email));
  if (!user) return null;
  await db()
    .insert(oauthAccounts)
    .values({ provider: input.provider, providerAccountId: input.providerAccountId, userId: user.id })
    .onConflictDoNothing();
  return user;
}

/** Deletes the user; their submissions, tokens and linked accounts go with them (cascade). */
export async function deleteUser(userId: string): Promise<boolean> {
  const rows = await db().delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length === 1;
}
