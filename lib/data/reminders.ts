import "server-only";
import { desc, eq } from "drizzle-orm";
import { reminderSends, reminderSettings, users, type ReminderSettingsRow } from "@/db/schema";
import { db } from "./db";
import type { UserKey } from "./prepared";

export type { ReminderSettingsRow };

export type ReminderSettingsWrite = Pick<
  ReminderSettingsRow,
  "enabled" | "days" | "practiceTimes" | "practices" | "quietStart" | "quietEnd" | "byEmail" | "nextDueAt"
>;

/** The user's reminder settings row (none while they never saved any); /profile reads it with its other rows. */
function reminderSettingsQuery(userId: UserKey) {
  return db().select().from(reminderSettings).where(eq(reminderSettings.userId, userId)).limit(1);
}

/** The user's reminder settings, or null while they never saved any (reminders are then off). */
export async function getReminderSettings(userId: string): Promise<ReminderSettingsRow | null> {
  const [row] = await reminderSettingsQuery(userId);
  return row ?? null;
}

/** Saves the user's reminder settings (and when the sender should next look at them). */
export async function saveReminderSettings(userId: string, values: ReminderSettingsWrite): Promise<ReminderSettingsRow> {
  const [row] = await db()
    .insert(reminderSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** Replaces the hash of the user's calendar-feed token: the token it belonged to stops working at once. */
export async function replaceCalendarTokenHash(userId: string, tokenHash: string): Promise<void> {
  await db()
    .insert(reminderSettings)
    .values({ userId, calendarTokenHash: tokenHash })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { calendarTokenHash: tokenHash, updatedAt: new Date() } });
}

/** The settings and time zone behind a calendar-feed token's hash, or null for an unknown (or replaced) token. */
export async function getCalendarByTokenHash(tokenHash: string) {
  const [row] = await db()
    .select({ settings: reminderSettings, timeZone: users.timeZone, locale: users.locale })
    .from(reminderSettings)
    .innerJoin(users, eq(users.id, reminderSettings.userId))
    .where(eq(reminderSettings.calendarTokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Stops reminder emails for the user (the mail's unsubscribe link); false when there is no such user's settings. */
export async function turnOffReminderEmail(userId: string): Promise<boolean> {
  const rows = await db()
    .update(reminderSettings)
    .set({ byEmail: false, updatedAt: new Date() })
    .where(eq(reminderSettings.userId, userId))
    .returning({ userId: reminderSettings.userId });
  return rows.length === 1;
}

/** Every reminder claimed for the user, newest first (for the export). */
export async function listReminderSends(userId: string) {
  return db().select().from(reminderSends).where(eq(reminderSends.userId, userId)).orderBy(desc(reminderSends.createdAt), desc(reminderSends.id));
}
