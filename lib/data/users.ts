import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { oauthAccounts, pendingLogins, userSessions, users, type User } from "@/db/schema";
import { db } from "./db";
import { onEachHandle, USER } from "./prepared";
import type { Locale } from "@/lib/i18n/locales";

export type { User };

const userById = onEachHandle(() => db().select().from(users).where(eq(users.id, USER)).limit(1).prepare("user_by_id"));

/** The user with this id, or null (every signed-in request reads it to check the session). */
export async function getUserById(userId: string): Promise<User | null> {
  const [row] = await userById().execute({ userId });
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
  /** The browser's zone at signup, already validated; without one the default stands until detected. */
  timeZone?: string | null;
  /** The language they were reading in when they signed up (docs/decisions/0048-locales.md). */
  locale?: Locale;
}): Promise<User | null> {
  const { timeZone, ...rest } = input;
  const zone = timeZone ? { timeZone, timeZoneSetAt: new Date() } : {};
  const [row] = await db()
    .insert(users)
    .values({ ...rest, ...zone, email: input.email.trim().toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

/** Saves the language the person chose with the language switch. */
export async function setUserLocale(userId: string, locale: Locale): Promise<void> {
  await db().update(users).set({ locale }).where(eq(users.id, userId));
}

/**
 * The user's IANA time zone ('UTC' until one is known), or null when there is no such user. Pages
 * already hold the user row (`user.timeZone`): this is for work done outside a request's session.
 */
export async function getUserTimeZone(userId: string): Promise<string | null> {
  const [row] = await db().select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.timeZone ?? null;
}

/** Saves the user's time zone (already validated) and marks it as set by them or their browser. */
export async function setUserTimeZone(userId: string, timeZone: string): Promise<boolean> {
  const rows = await db().update(users).set({ timeZone, timeZoneSetAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length === 1;
}

/** Saves the city the person chose for their sunrise (null: their zone's principal city); false when the user is gone. */
export async function setUserPlace(userId: string, place: string | null): Promise<boolean> {
  const rows = await db().update(users).set({ place }).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length === 1;
}

/** Records that the person finished or skipped the greeting (docs/decisions/0030): kept from the first time. */
export async function markGreetingDone(userId: string): Promise<void> {
  await db()
    .update(users)
    .set({ greetingDoneAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.greetingDoneAt)));
}

/**
 * Saves a zone the browser detected only while the user has none of their own (still the default),
 * in one statement, so a detected zone never overwrites one the person chose.
 */
export async function adoptDetectedTimeZone(userId: string, timeZone: string): Promise<boolean> {
  const rows = await db()
    .update(users)
    .set({ timeZone, timeZoneSetAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.timeZoneSetAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Sets a new password hash and revokes every existing session in the same statement (the session
 * version), then closes their rows so the devices list shows them ended, and ends every sign-in
 * still waiting for its second step; how many sessions were open.
 */
export async function updatePasswordHash(userId: string, passwordHash: string): Promise<number> {
  return db().transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, userId));
    const ended = await tx
      .update(userSessions)
      .set({ endedAt: new Date(), endReason: "password_changed" })
      .where(and(eq(userSessions.userId, userId), isNull(userSessions.endedAt)))
      .returning({ id: userSessions.id });
    await tx
      .update(pendingLogins)
      .set({ endedAt: new Date(), endReason: "password_changed", challenge: null })
      .where(and(eq(pendingLogins.userId, userId), isNull(pendingLogins.endedAt)));
    return ended.length;
  });
}

/** Replaces the hash of the same password (a rehash), leaving sessions alone. */
export async function updatePasswordHashOnly(userId: string, passwordHash: string): Promise<void> {
  await db().update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The user an OAuth identity is linked to, or null. */
export async function getUserByOAuthAccount(provider: string, providerAccountId: string): Promise<User | null> {
  const [linked] = await db()
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerAccountId, providerAccountId)))
    .limit(1);
  return linked?.user ?? null;
}

/** Links an OAuth identity to the user; false when it already belongs to someone (the key decides). */
export async function linkOAuthAccount(userId: string, provider: string, providerAccountId: string): Promise<boolean> {
  const rows = await db()
    .insert(oauthAccounts)
    .values({ provider, providerAccountId, userId })
    .onConflictDoNothing()
    .returning({ userId: oauthAccounts.userId });
  return rows.length === 1;
}

/**
 * Removes the user's link to a provider, but never their last way to sign in: the statement
 * itself requires a password or another linked provider, so two racing removals cannot both win.
 */
export async function unlinkOAuthAccount(userId: string, provider: string): Promise<boolean> {
  const rows = await db()
    .delete(oauthAccounts)
    .where(
      and(
        eq(oauthAccounts.userId, userId),
        eq(oauthAccounts.provider, provider),
        sql`(exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.passwordHash} is not null)
          or exists (select 1 from ${oauthAccounts} o2 where o2.user_id = ${userId} and o2.provider <> ${provider}))`,
      ),
    )
    .returning({ provider: oauthAccounts.provider });
  return rows.length > 0;
}

/** Deletes the user; their submissions, tokens and linked accounts go with them (cascade). */
export async function deleteUser(userId: string): Promise<boolean> {
  const rows = await db().delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length === 1;
}
