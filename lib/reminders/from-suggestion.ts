import "server-only";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { getCurrentUser } from "@/lib/auth/session";
import { getReminderSettings, saveReminderSettings } from "@/lib/data/reminders";
import { practiceTimeField } from "@/lib/reminders/practices";
import { REMINDER_MESSAGES, reminderSettingsSchema } from "@/lib/validations/reminders";
import { suggestedReminderSchema } from "@/lib/validations/suggested-reminder";
import { invalidInput } from "@/lib/validations/result";
import { nextPracticeDue } from "./plan";
import { REMINDER_PRACTICES, type ReminderPractice } from "./practices";
import { reminderFormValues } from "./settings-view";
import { SIGNED_OUT } from "@/lib/auth/signed-out";

/**
 * Sets one practice's reminder to a suggested time of the daily rhythm, through the same rules as
 * the Reminders form (docs/reminders.md): the practice's own time changes, reminders turn on with
 * that practice chosen (alone, if they were off), and the days, quiet hours and ways it travels
 * stay as they were. A time inside the quiet hours is refused with the form's own message.
 */
export async function remindAtSuggestedTime(input: unknown): Promise<ActionResult<{ practice: ReminderPractice; time: string }>> {
  const asked = suggestedReminderSchema.safeParse(input);
  if (!asked.success) return invalidInput(asked.error);
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  const { user } = current;
  const { practice, time } = asked.data;
  const now = reminderFormValues(await getReminderSettings(user.id));
  const practices = now.enabled ? [...now.practices, practice] : [practice];
  const parsed = reminderSettingsSchema.safeParse({
    enabled: true,
    days: now.days.map(String),
    ...Object.fromEntries(REMINDER_PRACTICES.map((p) => [practiceTimeField(p), p === practice ? time : now.times[p]])),
    practices,
    quietStart: now.quietStart,
    quietEnd: now.quietEnd,
    byEmail: now.byEmail,
  });
  if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? REMINDER_MESSAGES.time);
  const values = parsed.data;
  await saveReminderSettings(user.id, { ...values, nextDueAt: nextPracticeDue(values, user.timeZone, new Date()) });
  return ok({ practice, time });
}
