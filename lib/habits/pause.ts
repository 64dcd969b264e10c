import "server-only";
import { listMoodChecksSince } from "@/lib/data/habits";
import { moodCheck, type QuickRelief } from "@/lib/scoring";
import { ACUTE_PAUSE_MS, acutePauseActive } from "./progress";

export type PauseRelief = Pick<QuickRelief, "title" | "steps">;

// Used when the acute check's sliders cannot be re-read (never expected, but never a crash).
const FALLBACK_RELIEF: PauseRelief = {
  title: "Box breathing 4-4-4-4",
  steps: ["Breathe in for four.", "Hold gently for four.", "Breathe out for four.", "Hold empty for four.", "Repeat for five rounds."],
};

/**
 * The quick relief practice to show instead of advancing, or null when habits need not pause:
 * the newest mood check of the last 24 hours is acute (a calmer check after it lifts the pause).
 */
export async function pauseReliefFor(userId: string, now: Date = new Date()): Promise<PauseRelief | null> {
  const checks = await listMoodChecksSince(userId, new Date(now.getTime() - ACUTE_PAUSE_MS));
  if (!acutePauseActive(checks, now)) return null;
  const newest = [...checks].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
  try {
    const relief = moodCheck({ mind: newest.mind, body: newest.body, temp: newest.temperature }).quickRelief;
    return relief ? { title: relief.title, steps: relief.steps } : FALLBACK_RELIEF;
  } catch {
    return FALLBACK_RELIEF;
  }
}
