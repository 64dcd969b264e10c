import "server-only";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { getCurrentUser } from "@/lib/auth/session";
import { getHabitBySlug, listSkillsWithProgress } from "@/lib/data/habits";
import { listPracticePlans, savePracticePlan } from "@/lib/data/practice";
import { wallTimeToInstant } from "@/lib/reminders/schedule";
import type { Locale } from "@/lib/i18n/locales";
import { practicePlanSchema } from "@/lib/validations/habits";
import { invalidInput } from "@/lib/validations/result";
import type { KeyedActivity } from "./bundle";
import { activitiesFor } from "./flow";
import { plannedMoment, practiceLines, type PlannedMoment } from "./in-locale";

/** How far ahead a try-later may be planned. */
const PLAN_AHEAD_MS = 30 * 24 * 60 * 60 * 1000;
/** A time in the minute just begun counts as now (the time input has no seconds). */
const THIS_MINUTE_MS = 60 * 1000;

/**
 * Sets the moment of a try-later practice for the signed-in person (a day and time on their own
 * clock), or marks it done now ("I did it now"). Its one reminder is sent at that moment by the
 * reminder sender (lib/reminders/planned.ts); the reflection opens then.
 */
export async function planPracticeForCurrentUser(slug: string, input: unknown, now = new Date(), locale: Locale = "en"): Promise<ActionResult<PlannedMoment>> {
  const { messages } = practiceLines(locale);
  const current = await getCurrentUser();
  if (!current) return fail(401, messages.planSignedOut);
  const parsed = practicePlanSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error, messages.planInvalid);
  const { skill: order, key, day, time, now: doneNow } = parsed.data;

  const habit = typeof slug === "string" ? await getHabitBySlug(slug) : null;
  const skill = habit ? (await listSkillsWithProgress(current.user.id, habit.id)).find((s) => s.skillOrder === order) : undefined;
  if (!habit || !skill) return fail(404, messages.noSkill);
  const loaded = await activitiesFor(current.user.id, habit, skill);
  if (!loaded.ok) return fail(409, messages.planNotLoaded);
  if (loaded.activities.find((a) => a.key === key)?.meta.type !== "try-later") return fail(404, messages.noPractice);

  let plannedFor = now;
  if (!doneNow) {
    const [hour, minute] = time!.split(":").map(Number);
    plannedFor = wallTimeToInstant(day!, hour! * 60 + minute!, current.user.timeZone);
    if (plannedFor.getTime() < now.getTime() - THIS_MINUTE_MS) return fail(422, messages.timePassed, { time: [messages.timePassedField] });
    if (plannedFor.getTime() > now.getTime() + PLAN_AHEAD_MS) return fail(422, messages.tooFar, { day: [messages.tooFarField] });
  }
  await savePracticePlan(current.user.id, skill.id, key, plannedFor, doneNow);
  return ok(plannedMoment(plannedFor, current.user.timeZone, locale));
}

/**
 * The try-later answers of a skill that are not yet due: a plan still ahead refuses its reflection
 * ("asked then, not before"). A try-later without any plan is the person saying it is done.
 */
export async function plansNotYetDue(
  userId: string,
  skillId: string,
  activities: readonly KeyedActivity[],
  timeZone: string,
  now = new Date(),
  locale: Locale = "en",
) {
  if (!activities.some((a) => a.meta.type === "try-later")) return null;
  const plans = await listPracticePlans(userId, skillId);
  for (const activity of activities) {
    const at = plans[activity.key];
    if (activity.meta.type === "try-later" && at && at.getTime() > now.getTime()) {
      const { messages, when } = practiceLines(locale);
      return messages.notYetDue.replace("{practice}", activity.header).replace("{when}", when(at, timeZone));
    }
  }
  return null;
}
