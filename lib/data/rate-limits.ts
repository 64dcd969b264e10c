import "server-only";
import { eq, inArray, lt, sql } from "drizzle-orm";
import { rateLimits } from "@/db/schema";
import { db } from "./db";

export type RateLimitState = { count: number; limited: boolean; retryAfterSeconds: number };

function state(count: number, windowStartedAt: Date, limit: number, windowMs: number, now: Date): RateLimitState {
  const retryAfterMs = Math.max(0, windowStartedAt.getTime() + windowMs - now.getTime());
  return { count, limited: count > limit, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
}

/**
 * Counts one hit on `key` in a fixed window and says whether it went over `limit`.
 * One upsert, so concurrent instances sharing the database never lose a count.
 */
export async function hitRateLimit(key: string, limit: number, windowMs: number, now = new Date()): Promise<RateLimitState> {
  const cutoff = new Date(now.getTime() - windowMs);
  const expired = sql`${rateLimits.windowStartedAt} <= ${cutoff.toISOString()}::timestamptz`;
  const [row] = await db()
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning();
  if (Math.random() < 0.01) void deleteExpiredRateLimits(new Date(now.getTime() - 24 * 3600_000));
  return state(row!.count, row!.windowStartedAt, limit, windowMs, now);
}

/** Reads the current count on `key` without adding to it; `limited` once it reached `limit`. */
export async function peekRateLimit(key: string, limit: number, windowMs: number, now = new Date()): Promise<RateLimitState> {
  const [row] = await db().select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  if (!row || row.windowStartedAt.getTime() <= now.getTime() - windowMs) {
    return { count: 0, limited: false, retryAfterSeconds: 0 };
  }
  const s = state(row.count, row.windowStartedAt, limit, windowMs, now);
  return { ...s, limited: row.count >= limit };
}

/** Forgets the counts on `key` (a successful login clears that email's failures). */
export async function clearRateLimit(key: string): Promise<void> {
  await db().delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Takes back one hit on `key` (an attempt that turned out fine), never below zero. */
export async function releaseRateLimitHit(key: string): Promise<void> {
  await db()
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Drops these counters (a deleted account's email must not stay behind in a key). */
export async function deleteRateLimits(keys: readonly string[]): Promise<void> {
  if (keys.length > 0)
    await db()
      .delete(rateLimits)
      .where(inArray(rateLimits.key, [...keys]));
}

/** Drops every counter whose key starts with `prefix` (an email's per-address counters). */
export async function deleteRateLimitsStartingWith(prefix: string): Promise<void> {
  await db()
    .delete(rateLimits)
    .where(sql`starts_with(${rateLimits.key}, ${prefix})`);
}

/** Housekeeping: drops windows that ended long ago. */
async function deleteExpiredRateLimits(before: Date): Promise<void> {
  await db().delete(rateLimits).where(lt(rateLimits.windowStartedAt, before));
}

export type AttemptSlot = { allowed: boolean; count: number; retryAfterSeconds: number };
export type DelayPolicy = { freeAttempts: number; firstDelayMs: number; maxDelayMs: number; forgetAfterMs: number };

/** The wait a key needs after its latest attempt once it has `count` attempts: doubling, capped. */
export function attemptDelayMs(count: number, policy: DelayPolicy): number {
  if (count < policy.freeAttempts) return 0;
  return Math.min(policy.firstDelayMs * 2 ** (count - policy.freeAttempts), policy.maxDelayMs);
}

/**
 * Claims one attempt on `key` under growing delays: the first `freeAttempts` go straight through,
 * then each needs a wait after the one before it (doubling up to `maxDelayMs`), and a key quiet for
 * `forgetAfterMs` starts over. One conditional upsert, so parallel attempts get one slot per wait
 * between them, whichever instance they reach. Nobody is locked out: the wait is never longer
 * than `maxDelayMs`.
 */
export async function claimAttemptSlot(key: string, policy: DelayPolicy, now = new Date()): Promise<AttemptSlot> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const forgotten = sql`${rateLimits.windowStartedAt} <= ${at} - ${policy.forgetAfterMs} * interval '1 millisecond'`;
  const waited = sql`${rateLimits.windowStartedAt} + least(${policy.firstDelayMs} * power(2, ${rateLimits.count} - ${policy.freeAttempts}), ${policy.maxDelayMs}) * interval '1 millisecond' <= ${at}`;
  const [claimed] = await db()
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`case when ${forgotten} then 1 else ${rateLimits.count} + 1 end`, windowStartedAt: now },
      setWhere: sql`${forgotten} or ${rateLimits.count} < ${policy.freeAttempts} or ${waited}`,
    })
    .returning({ count: rateLimits.count });
  if (claimed) return { allowed: true, count: claimed.count, retryAfterSeconds: 0 };
  const [row] = await db().select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  if (!row) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  const readyAt = row.windowStartedAt.getTime() + attemptDelayMs(row.count, policy);
  return { allowed: false, count: row.count, retryAfterSeconds: Math.max(1, Math.ceil((readyAt - now.getTime()) / 1000)) };
}
