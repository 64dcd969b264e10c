import "server-only";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { getCurrentUser } from "@/lib/auth/session";
import { crisisSupportFor, type CrisisSupport } from "@/lib/companion/crisis-support";
import { getHabitBySlug, listSkillsWithProgress, saveSkillResponses, type Habit, type SkillWithProgress } from "@/lib/data/habits";
import { invalidInput } from "@/lib/validations/result";
import { skillAnswersSchema } from "@/lib/validations/habits";
import { checkSkillAnswers } from "./answers";
import { fillIn } from "@/lib/i18n/fill-in";
import type { Locale } from "@/lib/i18n/locales";
import { sayValidationIn } from "@/lib/i18n/words";
import { activitiesFor } from "./flow";
import { practiceLines } from "./in-locale";
import { plansNotYetDue } from "./plan";
import { currentSkillOrder } from "./progress";

export type SavedSkill = { skill: number; completedAt: string; nextSkill: number | null; crisis: CrisisSupport | null };

/** A saved skill with what the completion screen needs to know about it. */
export type SkillSave = {
  userId: string;
  /** The user's IANA zone (from the session's user row), for the days the journey counts. */
  timeZone: string;
  habit: Habit;
  skill: SkillWithProgress;
  /** The habit's skills after the save, in order. */
  skills: SkillWithProgress[];
  activities: number;
  completedAt: Date;
  /** Whether this save completed the skill (false: it had been completed before). */
  firstTime: boolean;
  nextSkill: number | null;
  /** The help lines when what the person typed holds words of crisis (saved either way). */
  crisis: CrisisSupport | null;
};

/**
 * Saves a whole skill's answers for the signed-in user and marks the skill complete. Each answer
 * is checked against the bundle the user was shown; on any problem nothing is written.
 */
export async function saveSkill(slug: string, input: unknown, locale: Locale = "en"): Promise<ActionResult<SkillSave>> {
  const { messages } = practiceLines(locale);
  const current = await getCurrentUser();
  if (!current) return fail(401, messages.saveSignedOut);
  const userId = current.user.id;
  const parsed = skillAnswersSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error, messages.saveInvalid);

  const habit = typeof slug === "string" ? await getHabitBySlug(slug) : null;
  if (!habit) return fail(404, messages.noSkill);
  const skills = await listSkillsWithProgress(userId, habit.id);
  const skill = skills.find((s) => s.skillOrder === parsed.data.skill);
  if (!skill) return fail(404, messages.noSkill);

  // The answers name the choices in the words the person was shown.
  const loaded = await activitiesFor(userId, habit, skill, locale);
  if (!loaded.ok) return fail(409, messages.saveNotLoaded);
  const checked = checkSkillAnswers(loaded.activities, parsed.data.responses);
  // The first reason in the person's words inside the sentence; each activity keeps its key for the form.
  if (!checked.ok) return fail(422, fillIn(messages.answersRefused, { reason: sayValidationIn(locale, checked.reason) }), checked.fieldErrors);

  const waiting = await plansNotYetDue(userId, skill.id, loaded.activities, current.user.timeZone, new Date(), locale);
  if (waiting) return fail(409, waiting);

  const completedAt = await saveSkillResponses(userId, skill.id, checked.rows, checked.practiceSeconds);
  const after = skills.map((s) => (s.id === skill.id ? { ...s, completedAt } : s));
  // What the person typed (reflections, their own entries) is checked for words of crisis.
  const typed = parsed.data.responses.flatMap((r) => [r.text, ...r.custom]);
  return ok({
    userId,
    timeZone: current.user.timeZone,
    habit,
    skill,
    skills: after,
    activities: loaded.activities.length,
    completedAt,
    firstTime: skill.completedAt === null,
    nextSkill: currentSkillOrder(after),
    crisis: crisisSupportFor(...typed),
  });
}

/** saveSkill for the JSON API: the skill, when it was completed and the next one to open. */
export async function saveSkillForCurrentUser(slug: string, input: unknown): Promise<ActionResult<SavedSkill>> {
  const saved = await saveSkill(slug, input);
  if (!saved.ok) return saved;
  const { skill, completedAt, nextSkill, crisis } = saved.data;
  return ok({ skill: skill.skillOrder, completedAt: completedAt.toISOString(), nextSkill, crisis });
}
