import "server-only";
import { cache } from "react";
import { getHabitCatalogue } from "@/lib/content/habits";
import { listCompletedSkills, listMoodChecksSince } from "@/lib/data/habits";
import { listMoodElements } from "@/lib/data/mood";
import { listPracticeSessions } from "@/lib/data/practice";
import { todayIn } from "@/lib/time";
import type { PracticeRecord } from "./practice";
import { practiceMinutes, type PracticeMinutes } from "./practice-minutes";

/**
 * The signed-in user's practice record for the journey and the garden: completed skills, chosen
 * elements and mood checks, read fresh (never a stored counter). Once per request. The zone is
 * the user row's `timeZone`, already read with the session (no query of its own).
 */
export const loadPracticeRecord = cache(async (userId: string, timeZone: string): Promise<PracticeRecord> => {
  const [completed, elements, checks] = await Promise.all([listCompletedSkills(userId), listMoodElements(userId), listMoodChecksSince(userId, new Date(0))]);
  const doneBySlug = new Map<string, number>();
  for (const skill of completed) doneBySlug.set(skill.habitSlug, (doneBySlug.get(skill.habitSlug) ?? 0) + 1);
  return {
    habits: getHabitCatalogue().map((h) => ({ slug: h.slug, name: h.name, done: doneBySlug.get(h.slug) ?? 0, total: h.skills.length })),
    skillCompletions: completed.map((s) => s.completedAt),
    elements: elements.map((e) => ({ element: e.element, day: e.day, createdAt: e.createdAt })),
    moodChecks: checks.map((c) => c.createdAt),
    timeZone,
  };
});

/** The person's practice minutes by their local day (the garden and Insights show them). */
export async function loadPracticeMinutes(userId: string, timeZone: string, now = new Date()): Promise<PracticeMinutes> {
  return practiceMinutes(await listPracticeSessions(userId), timeZone, todayIn(timeZone, now));
}
