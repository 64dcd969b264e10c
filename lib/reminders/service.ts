import "server-only";
import { createHash } from "node:crypto";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { getCurrentUser } from "@/lib/auth/session";
import { appOrigin, signingSecrets } from "@/lib/env";
import { deletePushSubscription, savePushSubscription } from "@/lib/data/push-subscriptions";
import { getCalendarByTokenHash, replaceCalendarTokenHash, saveReminderSettings, turnOffReminderEmail } from "@/lib/data/reminders";
import { getUserById, setUserTimeZone } from "@/lib/data/users";
import type { Locale } from "@/lib/i18n/locales";
import { savedLocale } from "@/lib/i18n/saved-locale";
import { pushSubscriptionSchema, reminderFormInput, reminderSettingsSchema } from "@/lib/validations/reminders";
import { invalidInput } from "@/lib/validations/result";
import { isStorableText } from "@/lib/validations/storable-text";
import { timeZoneSchema } from "@/lib/validations/time-zone";
import { reminderCalendar } from "./calendar";
import { calendarFeedUrl, hashCalendarToken, newCalendarToken } from "./links";
import { nextPracticeDue } from "./plan";
import { reminderFormValues, type ReminderFormValues } from "./settings-view";
import { readUnsubscribeToken } from "./unsubscribe-token";
import { SIGNED_OUT } from "@/lib/auth/signed-out";

/**
 * Saves the Reminders form for the signed-in person and works out when the sender should first
 * look at it. A person whose zone was never set (still the default) gets the browser's zone,
 * sent with the form, so "09:00" means their 09:00 from the start.
 */
export async function saveReminderSettingsForm(form: FormData): Promise<ActionResult<ReminderFormValues>> {
  const parsed = reminderSettingsSchema.safeParse(reminderFormInput(form));
  if (!parsed.success) return invalidInput(parsed.error);
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  const { user } = current;
  let zone = user.timeZone;
  const detected = timeZoneSchema.safeParse(form.get("timeZone"));
  if (user.timeZoneSetAt === null && detected.success && (await setUserTimeZone(user.id, detected.data))) zone = detected.data;
  const values = parsed.data;
  const saved = await saveReminderSettings(user.id, {
    ...values,
    nextDueAt: values.enabled ? nextPracticeDue(values, zone, new Date()) : null,
  });
  return ok(reminderFormValues(saved));
}

/** Keeps this browser's push subscription for the signed-in person. */
export async function addPushSubscription(input: unknown): Promise<ActionResult<null>> {
  const parsed = pushSubscriptionSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error, "This browser's notification details could not be used.");
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  const { endpoint, keys } = parsed.data;
  await savePushSubscription(current.user.id, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
  return ok(null);
}

/** Forgets this browser's push subscription (the person turned notifications off here). */
export async function removePushSubscription(endpoint: unknown): Promise<ActionResult<null>> {
  // Text Postgres cannot store (a NUL) is no endpoint a browser has: refused before the query reaches it.
  if (typeof endpoint !== "string" || endpoint.length > 1000 || !isStorableText(endpoint)) return fail(422, "Unknown device.");
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  await deletePushSubscription(current.user.id, endpoint);
  return ok(null);
}

/** A new calendar link for the signed-in person; the one before stops working. Shown once: only its hash is kept. */
export async function resetCalendarLink(): Promise<ActionResult<{ url: string }>> {
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  const { token, hash } = newCalendarToken();
  await replaceCalendarTokenHash(current.user.id, hash);
  return ok({ url: calendarFeedUrl(appOrigin(), token) });
}

/** The feed behind a token, or null when the token is unknown or was replaced. */
export async function calendarFeedFor(token: string | null, now = new Date()): Promise<string | null> {
  if (!token || token.length < 32 || token.length > 100) return null;
  const found = await getCalendarByTokenHash(hashCalendarToken(token));
  if (!found) return null;
  const { settings, timeZone, locale } = found;
  return reminderCalendar({
    ...settings,
    timeZone,
    // The events' titles and words in the language saved on the account (issue 37).
    locale: savedLocale(locale),
    since: settings.createdAt,
    uidSeed: createHash("sha256").update(`calendar:${settings.userId}`).digest("hex").slice(0, 20),
    origin: appOrigin(),
    now,
  });
}

/** The person an unsubscribe token names, or null for a token that is not valid. */
const unsubscriber = (token: string | null) =>
  signingSecrets()
    .map((secret) => readUnsubscribeToken(token, secret))
    .find((id) => id !== null) ?? null;

/** The language saved on the account an unsubscribe link was made for; null when the token names nobody. */
export async function unsubscribeLocale(token: string | null): Promise<Locale | null> {
  const userId = unsubscriber(token);
  const user = userId ? await getUserById(userId) : null;
  return user ? savedLocale(user.locale) : null;
}

/** Stops reminder emails for whoever the signed token names; false for a token that is not valid. */
export async function unsubscribeFromReminderEmail(token: string | null): Promise<boolean> {
  const userId = unsubscriber(token);
  return userId !== null && (await turnOffReminderEmail(userId));
}
