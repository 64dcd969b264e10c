import "server-only";
import { getLatestSubmissions, getReport } from "@/lib/data/assessments";
import { imbalanceOf } from "@/lib/suggestions/signals";
import { getHabitBySlug, listSkillsWithProgress, type Habit, type SkillWithProgress } from "@/lib/data/habits";
import { listPracticePlans } from "@/lib/data/practice";
import { getReminderSettings } from "@/lib/data/reminders";
import type { Locale } from "@/lib/i18n/locales";
import { BundleNotFoundError, loadSkillBundle, type KeyedActivity } from "./bundle";
import { whyWords } from "@/content/by-locale/suggestion-why";
import { variantLine } from "@/lib/suggestions/why";
import { habitInLocale, plannedMoment, skillInLocale, type PlannedMoment } from "./in-locale";
import { currentSkillOrder } from "./progress";

export type SkillView = {
  order: number;
  title: string;
  stage: SkillWithProgress["stage"];
  coachComment: string;
  completedAt: Date | null;
};

/** Everything /habit/{slug} can show, as one of its screens. */
export type HabitFlow =
  | { state: "unknown-habit" }
  | { state: "no-skills"; habit: Habit }
  | { state: "all-done"; habit: Habit; skills: SkillView[] }
  | { state: "no-activities"; habit: Habit; skill: SkillView; total: number; paths: string[] }
  | { state: "load-failed"; habit: Habit }
  | {
      state: "ready";
      habit: Habit;
      skill: SkillView;
      total: number;
      activities: KeyedActivity[];
      variantWhy: string | null;
      /** The person's try-later plans of this skill: activity key → the moment. */
      plans: Record<string, PlannedMoment>;
      /** Their reminders are on, so a planned moment brings one (read only for a skill with a try-later). */
      remindersOn: boolean;
    };

const toSkillView = (s: SkillWithProgress): SkillView => ({
  order: s.skillOrder,
  title: s.title,
  stage: s.stage,
  coachComment: s.coachComment,
  completedAt: s.completedAt,
});

/**
 * What picks a bundle's variant for the user: their body type (latest report) and their current
 * imbalance (latest Vikriti), from the newest results the page has already read.
 */
async function variantSignalsOf(userId: string): Promise<{ bodyType: string | null; imbalance: string[] }> {
  const [report, latest] = await Promise.all([getReport(userId), getLatestSubmissions(userId)]);
  return { bodyType: report?.bodyType ?? null, imbalance: imbalanceOf(latest.get("vikriti")?.result) };
}

/**
 * Loads one skill's activities for the user, in the words of `locale` (the same keys and choices
 * in each language); a missing bundle and a broken one are told apart.
 */
export async function activitiesFor(userId: string, habit: Habit, skill: SkillWithProgress, locale: Locale = "en") {
  try {
    const signals = await variantSignalsOf(userId);
    const { variant, activities } = await loadSkillBundle({ habitSlug: habit.slug, stage: skill.stage, skillOrder: skill.skillOrder, ...signals, locale });
    return { ok: true as const, activities, variantWhy: variantLine(variant, signals, whyWords(locale)) };
  } catch (error) {
    if (error instanceof BundleNotFoundError) {
      console.warn(error.message);
      return { ok: false as const, missing: true as const, paths: error.paths };
    }
    console.error(error);
    return { ok: false as const, missing: false as const };
  }
}

/**
 * The screen for /habit/{slug}: the first skill the user has not completed, with its activities
 * for their body type, or the state that explains why there is none; its words in `locale`, its
 * planned moments in the person's `timeZone`.
 */
export async function loadHabitFlow(userId: string, slug: string, locale: Locale = "en", timeZone = "UTC"): Promise<HabitFlow> {
  const row = await getHabitBySlug(slug);
  if (!row) return { state: "unknown-habit" };
  const habit = habitInLocale(row, locale);
  const skills = (await listSkillsWithProgress(userId, habit.id)).map((s) => skillInLocale(habit.slug, s, locale));
  if (skills.length === 0) return { state: "no-skills", habit };
  const order = currentSkillOrder(skills);
  if (order === null) return { state: "all-done", habit, skills: skills.map(toSkillView) };
  const skill = skills.find((s) => s.skillOrder === order)!;
  const loaded = await activitiesFor(userId, habit, skill, locale);
  if (loaded.ok) {
    // Only a skill with a try-later reads its plans: the others' pages keep their queries.
    const later = loaded.activities.some((a) => a.meta.type === "try-later");
    const [plans, reminders] = later ? await Promise.all([listPracticePlans(userId, skill.id), getReminderSettings(userId)]) : [{}, null];
    return {
      state: "ready",
      habit,
      skill: toSkillView(skill),
      total: skills.length,
      activities: loaded.activities,
      variantWhy: loaded.variantWhy,
      plans: Object.fromEntries(Object.entries(plans).map(([key, at]) => [key, plannedMoment(at, timeZone, locale)])),
      remindersOn: reminders?.enabled ?? false,
    };
  }
  if (loaded.missing) return { state: "no-activities", habit, skill: toSkillView(skill), total: skills.length, paths: loaded.paths };
  return { state: "load-failed", habit };
}
