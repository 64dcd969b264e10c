/** Progress rules of the habit library. Pure: no I/O. */

export type SkillProgress = { skillOrder: number; completedAt: Date | null };
export type HabitProgress = { done: number; total: number };

/** The skill to open: the first one (by order) the user has not completed, else null (all done). */
export function currentSkillOrder(skills: readonly SkillProgress[]): number | null {
  const open = [...skills].sort((a, b) => a.skillOrder - b.skillOrder).find((s) => !s.completedAt);
  return open?.skillOrder ?? null;
}

export type ProgressState = "new" | "in-progress" | "complete";

export function progressState({ done, total }: HabitProgress): ProgressState {
  if (done === 0) return "new";
  return done >= total ? "complete" : "in-progress";
}

/**
 * The dashboard's habit cards: habits in progress first (most recently practised first), then
 * new ones in the order given (the suggestion order, lib/suggestions); finished habits step
 * aside. At most `limit`.
 */
export function dashboardHabits<T extends HabitProgress & { sortOrder: number; lastCompletedAt: Date | null }>(habits: readonly T[], limit = 4): T[] {
  const inProgress = habits
    .filter((h) => progressState(h) === "in-progress")
    .sort((a, b) => (b.lastCompletedAt?.getTime() ?? 0) - (a.lastCompletedAt?.getTime() ?? 0) || a.sortOrder - b.sortOrder);
  const fresh = habits.filter((h) => progressState(h) === "new");
  return [...inProgress, ...fresh].slice(0, limit);
}

/** The library's order: the order given (the suggestion order), with finished habits last. */
export function libraryHabits<T extends HabitProgress>(habits: readonly T[]): T[] {
  return [...habits.filter((h) => progressState(h) !== "complete"), ...habits.filter((h) => progressState(h) === "complete")];
}

/** How long an acute mood check pauses habit progression (docs/decisions/0000-the-original-app.md §4, mood checker note). */
export const ACUTE_PAUSE_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a skill's intro should pause: the newest mood check is acute and under 24 h old.
 * A calmer (non-acute) check after it lifts the pause, as does time.
 */
export function acutePauseActive(checks: readonly { acute: boolean; createdAt: Date }[], now: Date = new Date()): boolean {
  const newest = [...checks].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (!newest?.acute) return false;
  return now.getTime() - newest.createdAt.getTime() < ACUTE_PAUSE_MS;
}

/** Library pagination: nine a page (docs/decisions/0014-habits-nine-a-page.md). Out-of-range pages clamp to the nearest. */
const HABITS_PAGE_SIZE = 9;

export function pageOf<T>(items: readonly T[], requested: unknown, size = HABITS_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const asNumber = Number.parseInt(String(requested ?? "1"), 10);
  const page = Number.isFinite(asNumber) ? Math.min(Math.max(asNumber, 1), pageCount) : 1;
  return { page, pageCount, items: items.slice((page - 1) * size, page * size) };
}
