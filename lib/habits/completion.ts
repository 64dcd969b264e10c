import "server-only";
import { ok, type ActionResult } from "@/lib/action-result";
import { crisisSupportFor, type CrisisSupport } from "@/lib/companion/crisis-support";
import { getHabitBySlug, listResponses, listSkillsWithProgress } from "@/lib/data/habits";
import type { GardenPlant } from "@/lib/growth/garden";
import { loadPracticeRecord } from "@/lib/growth/load";
import { skillMoment } from "@/lib/growth/moment";
import type { StageName } from "@/lib/growth/stage";
import type { Locale } from "@/lib/i18n/locales";
import { habitInLocale, practiceLines, skillInLocale } from "./in-locale";
import { currentSkillOrder } from "./progress";
import { saveSkill, type SkillSave } from "./save";

/** Everything the completion screen shows after a skill is saved; plain values for the client. */
export type SkillCompletion = {
  habitSlug: string;
  habitName: string;
  skill: { order: number; title: string };
  total: number;
  activities: number;
  /** Whether this save completed the skill (false: it had been completed before, so nothing grew). */
  firstTime: boolean;
  /** The habit's plant as the garden draws it now, and its words. */
  plant: GardenPlant | null;
  plantLine: string | null;
  /** The stage this skill reached ("You reached Sprouting"), or null when the journey stayed. */
  reached: StageName | null;
  reachedLine: string | null;
  reachedAbout: string | null;
  /** The next skill of the habit, or null when every skill is done. */
  next: { order: number; title: string } | null;
  /** The help lines, when what the person typed holds words of crisis. */
  crisis: CrisisSupport | null;
};

/**
 * What a completed skill (saved now, or before: completedSkillFor) changed: the plant that grew
 * and any step of the journey, from the practice record read fresh; in the words of `locale`.
 */
async function describeCompletion(done: SkillSave, locale: Locale): Promise<SkillCompletion> {
  const { completedAt, firstTime } = done;
  const habit = habitInLocale(done.habit, locale);
  const skill = skillInLocale(habit.slug, done.skill, locale);
  const lines = practiceLines(locale);
  const moment = skillMoment(await loadPracticeRecord(done.userId, done.timeZone), { habitSlug: habit.slug, completedAt, firstTime });
  const next = done.skills.map((s) => skillInLocale(habit.slug, s, locale)).find((s) => s.skillOrder === done.nextSkill);
  return {
    habitSlug: habit.slug,
    habitName: habit.name,
    skill: { order: skill.skillOrder, title: skill.title },
    total: done.skills.length,
    activities: done.activities,
    firstTime,
    plant: moment.plant,
    plantLine: lines.plantLine(moment, habit.name),
    reached: moment.reached,
    reachedLine: lines.reachedLine(moment),
    reachedAbout: moment.reached ? lines.stageCopy[moment.reached] : null,
    next: next ? { order: next.skillOrder, title: next.title } : null,
    crisis: done.crisis,
  };
}

/** Saves the skill (saveSkill's checks), then works out what it changed for the completion screen, in the words of `locale`. */
export async function completeSkillForCurrentUser(slug: string, input: unknown, locale: Locale = "en"): Promise<ActionResult<SkillCompletion>> {
  const saved = await saveSkill(slug, input, locale);
  if (!saved.ok) return saved;
  return ok(await describeCompletion(saved.data, locale));
}

/**
 * The completion screen of a skill the user has completed, drawn again from what was saved: where
 * the skill's form goes once saved without JavaScript (/habit/{slug}/complete). `firstTime` comes
 * from that save; the help lines from the saved answers. Null when the skill is not completed.
 */
export async function completedSkillFor(
  user: { id: string; timeZone: string },
  slug: string,
  order: number,
  firstTime: boolean,
  locale: Locale = "en",
): Promise<SkillCompletion | null> {
  const habit = await getHabitBySlug(slug);
  if (!habit) return null;
  const skills = await listSkillsWithProgress(user.id, habit.id);
  const skill = skills.find((s) => s.skillOrder === order);
  if (!skill?.completedAt) return null;
  const responses = await listResponses(user.id, skill.id);
  return describeCompletion(
    {
      userId: user.id,
      timeZone: user.timeZone,
      habit,
      skill,
      skills,
      activities: responses.length,
      completedAt: skill.completedAt,
      firstTime,
      nextSkill: currentSkillOrder(skills),
      crisis: crisisSupportFor(...responses.flatMap((response) => response.answers)),
    },
    locale,
  );
}
