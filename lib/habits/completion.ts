import "server-only";
import { ok, type ActionResult } from "@/lib/action-result";
import type { CrisisSupport } from "@/lib/companion/crisis-support";
import type { GardenPlant } from "@/lib/growth/garden";
import { loadPracticeRecord } from "@/lib/growth/load";
import { plantLine, reachedLine, skillMoment } from "@/lib/growth/moment";
import type { StageName } from "@/lib/growth/stage";
import { JOURNEY_STAGE_COPY } from "@/content/journey";
import { saveSkill } from "./save";

/** Everything the completion screen shows after a skill is saved; plain values for the client. */
export type SkillCompletion = {
  habitName: string;
  skill: { order: number; title: string };
  total: number;
  activities: number;
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
 * Saves the skill (saveSkill's checks), then works out what it changed: the plant that grew and
 * any step of the journey, from the user's practice record read fresh after the save.
 */
export async function completeSkillForCurrentUser(slug: string, input: unknown): Promise<ActionResult<SkillCompletion>> {
  const saved = await saveSkill(slug, input);
  if (!saved.ok) return saved;
  const { userId, timeZone, habit, skill, skills, activities, completedAt, firstTime, nextSkill, crisis } = saved.data;
  const moment = skillMoment(await loadPracticeRecord(userId, timeZone), { habitSlug: habit.slug, completedAt, firstTime });
  const next = skills.find((s) => s.skillOrder === nextSkill);
  return ok({
    habitName: habit.name,
    skill: { order: skill.skillOrder, title: skill.title },
    total: skills.length,
    activities,
    plant: moment.plant,
    plantLine: plantLine(moment, habit.name),
    reached: moment.reached,
    reachedLine: reachedLine(moment),
    reachedAbout: moment.reached ? JOURNEY_STAGE_COPY[moment.reached] : null,
    next: next ? { order: next.skillOrder, title: next.title } : null,
    crisis,
  });
}
