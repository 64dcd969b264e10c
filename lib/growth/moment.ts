/**
 * What a finished skill changed, for the completion screen: the habit's plant as the garden rule
 * draws it now and how it stood before, and the journey stage before and after. Pure: the record
 * after the save is enough, since the record before is the same minus this one completion.
 */
import { growGarden, GROWTH_WORDS, type GardenPlant, type PlantGrowth } from "./garden";
import { journeyProgress, type PracticeRecord } from "./practice";
import { journeyPosition, type StageName } from "./stage";

export type SkillMoment = {
  /** The habit's plant after this skill (null only if the habit is not in the record). */
  plant: GardenPlant | null;
  /** How the plant stood before: null when this skill planted it. */
  grewFrom: PlantGrowth | null;
  /** False when the skill had been completed before, so nothing new grew. */
  grew: boolean;
  /** The journey stage before and after this skill. */
  stageBefore: StageName;
  stageAfter: StageName;
  /** The stage this skill reached, when it moved the journey on; else null. */
  reached: StageName | null;
};

/** The record as it was before one completion of `habitSlug` at `completedAt`. */
export function recordWithout(record: PracticeRecord, habitSlug: string, completedAt: Date): PracticeRecord {
  const at = record.skillCompletions.findIndex((d) => d.getTime() === completedAt.getTime());
  return {
    ...record,
    habits: record.habits.map((h) => (h.slug === habitSlug ? { ...h, done: Math.max(0, h.done - 1) } : h)),
    skillCompletions: at < 0 ? record.skillCompletions : record.skillCompletions.filter((_, i) => i !== at),
  };
}

/**
 * The moment a skill of `habitSlug` was completed at `completedAt`, from the record after it.
 * `firstTime` is false when the skill had been completed before (nothing grew then).
 */
export function skillMoment(after: PracticeRecord, done: { habitSlug: string; completedAt: Date; firstTime: boolean }): SkillMoment {
  const before = done.firstTime ? recordWithout(after, done.habitSlug, done.completedAt) : after;
  const plantOf = (record: PracticeRecord) => growGarden(record).plants.find((p) => p.slug === done.habitSlug) ?? null;
  const stageBefore = journeyPosition(journeyProgress(before)).stage;
  const stageAfter = journeyPosition(journeyProgress(after)).stage;
  return {
    plant: plantOf(after),
    grewFrom: plantOf(before)?.growth ?? null,
    grew: done.firstTime,
    stageBefore,
    stageAfter,
    reached: stageAfter !== stageBefore ? stageAfter : null,
  };
}

/** The plant in words: planted, grown from one form to the next, taller, or in full flower. */
export function plantLine(moment: Pick<SkillMoment, "plant" | "grewFrom" | "grew">, habitName: string): string | null {
  const { plant, grewFrom } = moment;
  if (!plant) return null;
  if (!moment.grew) return `Your ${habitName} plant stands as it was: ${GROWTH_WORDS[plant.growth]}.`;
  if (plant.growth === "blooming") return `Your ${habitName} plant is in full flower: every skill of it is yours.`;
  if (grewFrom === null) return `${habitName} is planted in your garden: ${GROWTH_WORDS[plant.growth]}.`;
  if (grewFrom !== plant.growth) return `Your ${habitName} plant grew from ${GROWTH_WORDS[grewFrom]} into ${GROWTH_WORDS[plant.growth]}.`;
  return `Your ${habitName} plant grew a little taller.`;
}

/** "You reached Sprouting" when the journey moved on; null when it did not. */
export function reachedLine(moment: Pick<SkillMoment, "reached">): string | null {
  return moment.reached ? `You reached ${moment.reached}` : null;
}
