import "server-only";
import { plannedPracticeReminder, reminderWords } from "@/content/by-locale/reminders";
import { appOrigin, signingSecrets, vapidConfig } from "@/lib/env";
import { claimDuePlans, finishPlanReminder, type DuePlan } from "@/lib/data/practice";
import { listPushSubscriptions, deletePushSubscription } from "@/lib/data/push-subscriptions";
import { skillTitleIn } from "@/lib/habits/in-locale";
import type { Locale } from "@/lib/i18n/locales";
import { savedLocale } from "@/lib/i18n/saved-locale";
import { htmlMail } from "@/lib/mail/html";
import { mailDeliverable, sendMail, type Mail } from "@/lib/mail/send";
import { unsubscribeUrl } from "./links";
import { LATE_AFTER_MS } from "./plan";
import { sendPush } from "./web-push";

const BATCH = 50;

/**
 * The one-off reminder of a planned practice (a try-later's moment): claimed once when its moment
 * comes (lib/data/practice.ts, claimDuePlans), and sent through the person's reminder channels if
 * their reminders are on: push to each device that allowed it, and email when they chose it.
 * Quiet hours do not hold it back (the person chose this moment), but one more than two hours late
 * is not sent. Written in the language saved on the account, as every reminder (docs/decisions/0051-hindi-outside-the-screen.md).
 * Runs inside the reminder sender (lib/reminders/sender.ts).
 */
export async function sendPlannedPractices(now: Date): Promise<{ claimed: number; sent: number }> {
  const report = { claimed: 0, sent: 0 };
  for (;;) {
    const due = await claimDuePlans(now, BATCH);
    report.claimed += due.length;
    for (const plan of due) {
      const outcome = await deliver(plan, now);
      await finishPlanReminder(plan, outcome);
      if (outcome === "sent") report.sent += 1;
    }
    if (due.length < BATCH) return report;
  }
}

async function deliver(plan: DuePlan, now: Date): Promise<string> {
  if (now.getTime() - plan.plannedFor.getTime() > LATE_AFTER_MS) return "late";
  if (!plan.remindersOn) return "no_channel";
  try {
    const path = `/habit/${plan.habitSlug}`;
    const locale = savedLocale(plan.locale);
    const body = plannedPracticeReminder(locale).body(skillTitleIn(locale, plan.habitSlug, plan.skillOrder, plan.skillTitle));
    const [push, mail] = await Promise.all([byPush(plan, locale, body, path), byEmail(plan, locale, body, path)]);
    const tried = [push, mail].filter((a) => a !== null);
    if (tried.length === 0) return "no_channel";
    return tried.some(Boolean) ? "sent" : "failed";
  } catch (error) {
    console.error("[reminders] a planned practice's reminder could not be delivered", error);
    return "failed";
  }
}

async function byPush(plan: DuePlan, locale: Locale, body: string, path: string): Promise<boolean | null> {
  const vapid = vapidConfig();
  if (!vapid) return null;
  const subscriptions = await listPushSubscriptions(plan.userId);
  if (subscriptions.length === 0) return null;
  const payload = { title: plannedPracticeReminder(locale).title, body, url: path, tag: `plan-${plan.skillId}-${plan.activityKey}` };
  const outcomes = await Promise.all(
    subscriptions.map(async (s) => {
      const outcome = await sendPush(s, payload, vapid);
      if (outcome === "gone") await deletePushSubscription(plan.userId, s.endpoint);
      return outcome;
    }),
  );
  return outcomes.includes("delivered");
}

async function byEmail(plan: DuePlan, locale: Locale, body: string, path: string): Promise<boolean | null> {
  if (!plan.byEmail || !mailDeliverable()) return null;
  try {
    await sendMail(plannedMail(plan, locale, body, path, appOrigin()));
    return true;
  } catch (error) {
    console.error("[reminders] a planned practice's mail could not be sent", error);
    return false;
  }
}

function plannedMail(plan: DuePlan, locale: Locale, body: string, path: string, origin: string): Mail {
  const link = `${origin}${path}`;
  const stop = unsubscribeUrl(plan.userId, origin, signingSecrets()[0]);
  const { title, action } = plannedPracticeReminder(locale);
  const { REMINDER_MAIL } = reminderWords(locale);
  const text = [REMINDER_MAIL.greeting(plan.firstName), body, `${action}: ${link}`, REMINDER_MAIL.why, `${REMINDER_MAIL.unsubscribe}\n${stop}`].join("\n\n");
  return {
    to: plan.email,
    subject: title,
    text: `${text}\n`,
    html: htmlMail(
      title,
      [
        { text: REMINDER_MAIL.greeting(plan.firstName) },
        { text: body },
        { link, label: action },
        { text: REMINDER_MAIL.why },
        { link: stop, label: REMINDER_MAIL.unsubscribeLink },
      ],
      locale,
    ),
    headers: { "List-Unsubscribe": `<${stop}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
