/**
 * The journey stage rule (docs/decisions/0005-journey-stage-from-real-progress.md): where a person stands on the five-stage circle, worked out
 * from their real progress each time, never stored. Pure: no I/O.
 *
 * A stage is reached when every one of its requirements is met; the current stage is the highest
 * stage reached. Requirements only grow from one stage to the next, so the stages are reached in
 * order. The first two stages need skills alone (finishing the first skill is the first sprout);
 * from Blooming on, the practice must also be spread over days and include mood check-ins, so a
 * single long sitting cannot carry anyone to the top.
 */
import { STAGE_NAMES, type StageName } from "@/lib/content/schemas/habits";

export { STAGE_NAMES, type StageName };

/** What the rule reads. */
export type JourneyProgress = {
  /** Habit skills completed (each skill once, however often it was repeated). */
  skills: number;
  /** Distinct calendar days with a completed skill, a mood check or a chosen element. */
  days: number;
  /** Mood checks plus days with a chosen element. */
  checkIns: number;
};

export type Requirement = JourneyProgress;

/** The angle of each stage on the circle, clockwise from the top (docs/decisions/0000-the-original-app.md §9). */
export const STAGE_ANGLES: Readonly<Record<StageName, number>> = { Seed: 0, Sprouting: 72, Rooting: 144, Blooming: 216, Flourishing: 288 };

/** What each stage asks for, all at once. */
export const STAGE_REQUIREMENTS: Readonly<Record<StageName, Requirement>> = {
  Seed: { skills: 0, days: 0, checkIns: 0 },
  Sprouting: { skills: 1, days: 0, checkIns: 0 },
  Rooting: { skills: 3, days: 0, checkIns: 0 },
  Blooming: { skills: 6, days: 5, checkIns: 3 },
  Flourishing: { skills: 10, days: 12, checkIns: 8 },
};

export type JourneyPosition = {
  stage: StageName;
  /** The next stage, or null at Flourishing. */
  next: StageName | null;
  /** What is still missing for the next stage (zeros at Flourishing). */
  missing: Requirement;
};

const meets = (progress: JourneyProgress, need: Requirement) =>
  progress.skills >= need.skills && progress.days >= need.days && progress.checkIns >= need.checkIns;

/** The highest stage whose requirements are all met, and what the next one still needs. */
export function journeyPosition(progress: JourneyProgress): JourneyPosition {
  let index = 0;
  while (index + 1 < STAGE_NAMES.length && meets(progress, STAGE_REQUIREMENTS[STAGE_NAMES[index + 1]!])) index += 1;
  const stage = STAGE_NAMES[index]!;
  const next = STAGE_NAMES[index + 1] ?? null;
  const need = next ? STAGE_REQUIREMENTS[next] : STAGE_REQUIREMENTS[stage];
  const gap = (key: keyof Requirement) => Math.max(0, need[key] - progress[key]);
  return { stage, next, missing: { skills: gap("skills"), days: gap("days"), checkIns: gap("checkIns") } };
}

/** How the next step is worded, in the page's language (app/(journey)/spiral/page.tsx gives the catalogue's). */
export type StepWords = {
  /** "2 more skills", "1 more day of practice", "3 more check-ins". */
  more: (what: keyof Requirement, count: number) => string;
  /** The parts as one list: "a, b and c". */
  list: (parts: string[]) => string;
  /** "… to Rooting". */
  toStage: (needs: string, stage: StageName) => string;
};

/** The next stage's requirement in words: "2 more skills to Rooting"; null at Flourishing. */
export function nextStepText({ next, missing }: JourneyPosition, words: StepWords): string | null {
  if (!next) return null;
  const parts = (["skills", "days", "checkIns"] as const).filter((key) => missing[key] > 0).map((key) => words.more(key, missing[key]));
  return words.toStage(words.list(parts), next);
}
