import "server-only";
import { and, eq } from "drizzle-orm";
import { pushSubscriptions, type PushSubscriptionRow } from "@/db/schema";
import { db } from "./db";

export type { PushSubscriptionRow };

export type PushKeys = { endpoint: string; p256dh: string; auth: string };

/** Keeps a browser's push subscription for the user; a browser that was another account's moves to this one. */
export async function savePushSubscription(userId: string, subscription: PushKeys): Promise<void> {
  await db()
    .insert(pushSubscriptions)
    .values({ userId, ...subscription })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: subscription.p256dh, auth: subscription.auth } });
}

/** Forgets one of the user's push subscriptions (turned off on that device, or gone at the push service). */
export async function deletePushSubscription(userId: string, endpoint: string): Promise<void> {
  await db()
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The user's push subscriptions, one per browser that allowed notifications. */
export async function listPushSubscriptions(userId: string): Promise<PushSubscriptionRow[]> {
  return db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
