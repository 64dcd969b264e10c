import "server-only";
import { appOrigin, signingSecrets, vapidConfig } from "@/lib/env";
import { claimDueReminders, finishReminderSend, practicesDoneBetween, type ClaimedReminder } from "@/lib/data/reminder-claims";
import { deletePushSubscription, listPushSubscriptions } from "@/lib/data/push-subscriptions";
import { savedLocale } from "@/lib/i18n/saved-locale";
import { mailDeliverable, sendMail } from "@/lib/mail/send";
import { localDayBounds } from "@/lib/time";
import { reminderMail } from "./email";
import { composeReminder, type ReminderMessage } from "./message";
import { planClaim } from "./plan";
import { sendPlannedPractices } from "./planned";
import type { ReminderChannel } from "./practices";
import { inQuietHours } from "./quiet-hours";
import { minuteOfDayAt } from "./schedule";
import { unsubscribeUrl } from "./links";
import { sendPush } from "./web-push";

/** People claimed per round; a round repeats until fewer come back, so a busy minute is still covered. */
const BATCH = 50;

export type SenderReport = { claimed: number; sent: number };

/**
 * Sends the reminders that are due: claims them (exactly once across every instance, see
 * claimDueReminders), then for each one checks quiet hours and what the person has already done
 * today in their own zone, and sends what is left by push and email. Every claimed reminder is
 * recorded with how it ended.
 */
export async function sendDueReminders(now: Date = new Date()): Promise<SenderReport> {
  const report: SenderReport = { claimed: 0, sent: 0 };
  for (;;) {
    const claimed = await claimDueReminders(now, BATCH, (row) => planClaim(row, now));
    report.claimed += claimed.length;
    for (const reminder of claimed) {
      if ((await deliver(reminder, now)) === "sent") report.sent += 1;
    }
    if (claimed.length < BATCH) break;
  }
  // The one-off reminders of planned practices (try-later), claimed once each the same way.
  const planned = await sendPlannedPractices(now);
  return { claimed: report.claimed + planned.claimed, sent: report.sent + planned.sent };
}

async function deliver(reminder: ClaimedReminder, now: Date) {
  const { userId, sendId, timeZone, localDay } = reminder;
  const finish = (outcome: Parameters<typeof finishReminderSend>[2]["outcome"], practices = reminder.practices, channels: ReminderChannel[] = []) =>
    finishReminderSend(userId, sendId, { outcome, practices, channels }).then(() => outcome);
  try {
    if (inQuietHours(minuteOfDayAt(now, timeZone), reminder)) return await finish("quiet_hours");
    const { start, end } = localDayBounds(localDay, timeZone);
    const done = await practicesDoneBetween(userId, start, end);
    const waiting = reminder.practices.filter((p) => !done.has(p));
    if (waiting.length === 0) return await finish("all_done");
    // Mail and notification in the language saved on the account (issue 37).
    const message = composeReminder(waiting, `${userId}:${localDay}`, savedLocale(reminder.locale));
    const attempts = await Promise.all([byPush(reminder, message), byEmail(reminder, message)]);
    const tried = attempts.filter((a) => a !== null);
    const delivered = tried.filter((a) => a.ok).map((a) => a.channel);
    if (tried.length === 0) return await finish("no_channel", message.practices);
    return await finish(delivered.length ? "sent" : "failed", message.practices, delivered);
  } catch (error) {
    console.error("[reminders] a reminder could not be delivered", error);
    return finish("failed").catch(() => "failed" as const);
  }
}

type Attempt = { channel: ReminderChannel; ok: boolean } | null;

async function byPush(reminder: ClaimedReminder, message: ReminderMessage): Promise<Attempt> {
  const vapid = vapidConfig();
  if (!vapid) return null;
  const subscriptions = await listPushSubscriptions(reminder.userId);
  if (subscriptions.length === 0) return null;
  const payload = { title: message.title, body: message.body, url: message.path, tag: "reminder" };
  const outcomes = await Promise.all(
    subscriptions.map(async (s) => {
      const outcome = await sendPush(s, payload, vapid);
      // The push service says this browser's subscription is gone for good: forget it.
      if (outcome === "gone") await deletePushSubscription(reminder.userId, s.endpoint);
      return outcome;
    }),
  );
  return { channel: "push", ok: outcomes.includes("delivered") };
}

async function byEmail(reminder: ClaimedReminder, message: ReminderMessage): Promise<Attempt> {
  if (!reminder.byEmail || !mailDeliverable()) return null;
  try {
    const origin = appOrigin();
    await sendMail(reminderMail(reminder, message, origin, unsubscribeUrl(reminder.userId, origin, signingSecrets()[0]), savedLocale(reminder.locale)));
    return { channel: "email", ok: true };
  } catch (error) {
    console.error("[reminders] a reminder mail could not be sent", error);
    return { channel: "email", ok: false };
  }
}
