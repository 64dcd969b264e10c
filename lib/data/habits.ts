import "server-only";
import { and, asc, count, desc, eq, getTableColumns, gte, max, sql } from "drizzle-orm";
import { habitResponses, habits, moodChecks, practicePlans, practiceSessions, skillCompletions, skills, type Habit, type Skill } from "@/db/schema";
import type { ResponseRow } from "@/lib/habits/answers";
import { isHabitSlug } from "@/lib/validations/habits";
import { db } from "./db";
import type { UserKey } from "./prepared";

export type { Habit };
export type HabitWithProgress = Habit & { done: number; total: number; lastCompletedAt: Date | null };
export type SkillWithProgress = Skill & { completedAt: Date | null };

/** The library in order (content, the same for everyone). */
export async function listHabits(): Promise<Habit[]> {
  return db().select().from(habits).orderBy(asc(habits.sortOrder), asc(habits.slug));
}

/** The habit with this slug, or null. */
export async function getHabitBySlug(slug: string): Promise<Habit | null> {
  if (!isHabitSlug(slug)) return null;
  const [row] = await db().select().from(habits).where(eq(habits.slug, slug)).limit(1);
  return row ?? null;
}

const HABIT_PROGRESS_FIELDS = {
  ...getTableColumns(habits),
  total: count(skills.id).as("total"),
  done: count(skillCompletions.skillId).as("done"),
  lastCompletedAt: max(skillCompletions.completedAt).as("last_completed_at"),
};

/** The library with the user's progress, as one select. */
function habitsWithProgressQuery(userId: UserKey) {
  return db()
    .select(HABIT_PROGRESS_FIELDS)
    .from(habits)
    .leftJoin(skills, eq(skills.habitId, habits.id))
    .leftJoin(skillCompletions, and(eq(skillCompletions.skillId, skills.id), eq(skillCompletions.userId, userId)))
    .groupBy(habits.id)
    .orderBy(asc(habits.sortOrder), asc(habits.slug));
}

/** Rows of habitsWithProgressQuery as the app uses them. */
function habitProgressOf(rows: Awaited<ReturnType<typeof habitsWithProgressQuery>>): HabitWithProgress[] {
  return rows.map(({ total, done, lastCompletedAt, ...habit }) => ({
    ...habit,
    total: Number(total),
    done: Number(done),
    // max() of a timestamp comes back as a string from some drivers.
    lastCompletedAt: lastCompletedAt ? new Date(lastCompletedAt) : null,
  }));
}

/** Every habit with the user's progress: skills completed of all, and when they last finished one. */
export async function listHabitsWithProgress(userId: string): Promise<HabitWithProgress[]> {
  return habitProgressOf(await habitsWithProgressQuery(userId));
}

/** The habit's skills in order, each with the user's completion time or null. */
export async function listSkillsWithProgress(userId: string, habitId: string): Promise<SkillWithProgress[]> {
  const rows = await db()
    .select({ skill: skills, completedAt: skillCompletions.completedAt })
    .from(skills)
    .leftJoin(skillCompletions, and(eq(skillCompletions.skillId, skills.id), eq(skillCompletions.userId, userId)))
    .where(eq(skills.habitId, habitId))
    .orderBy(asc(skills.skillOrder));
  return rows.map((r) => ({ ...r.skill, completedAt: r.completedAt }));
}

/**
 * Saves a skill's answers and marks it complete, all in one transaction: each answer replaces
 * the user's earlier one for that activity; the first completion time is kept.
 */
export async function saveSkillResponses(userId: string, skillId: string, rows: readonly ResponseRow[], practiceSeconds = 0): Promise<Date> {
  return db().transaction(async (tx) => {
    // The practice's own time is added (a repeat adds again), and a try-later plan of this skill
    // that is still waiting for its reminder will have none: the practice is done.
    if (practiceSeconds > 0) await tx.insert(practiceSessions).values({ userId, skillId, seconds: practiceSeconds });
    await tx
      .update(practicePlans)
      .set({ reminderClaimedAt: sql`now()`, reminderOutcome: "done" })
      .where(and(eq(practicePlans.userId, userId), eq(practicePlans.skillId, skillId), sql`${practicePlans.reminderClaimedAt} is null`));
    for (const row of rows) {
      await tx
        .insert(habitResponses)
        .values({ userId, skillId, activityKey: row.activityKey, kind: row.kind, answers: row.answers })
        .onConflictDoUpdate({
          target: [habitResponses.userId, habitResponses.skillId, habitResponses.activityKey],
          set: { kind: row.kind, answers: row.answers, answeredAt: sql`now()` },
        });
    }
    await tx.insert(skillCompletions).values({ userId, skillId }).onConflictDoNothing();
    const [done] = await tx
      .select({ completedAt: skillCompletions.completedAt })
      .from(skillCompletions)
      .where(and(eq(skillCompletions.userId, userId), eq(skillCompletions.skillId, skillId)));
    return done!.completedAt;
  });
}

const COMPLETED_SKILL_FIELDS = {
  habitSlug: habits.slug,
  habitName: habits.name,
  skillOrder: skills.skillOrder,
  title: skills.title,
  stage: skills.stage,
  completedAt: skillCompletions.completedAt,
};
export type CompletedSkill = { habitSlug: string; habitName: string; skillOrder: number; title: string; stage: Skill["stage"]; completedAt: Date };

/** The user's completed skills, newest first (profile and export). */
export function listCompletedSkills(userId: UserKey) {
  return db()
    .select(COMPLETED_SKILL_FIELDS)
    .from(skillCompletions)
    .innerJoin(skills, eq(skills.id, skillCompletions.skillId))
    .innerJoin(habits, eq(habits.id, skills.habitId))
    .where(eq(skillCompletions.userId, userId))
    .orderBy(desc(skillCompletions.completedAt), asc(habits.sortOrder), asc(skills.skillOrder));
}

export type SavedResponse = {
  habitSlug: string;
  skillOrder: number;
  skillTitle: string;
  activityKey: string;
  kind: string;
  answers: string[];
  answeredAt: Date;
};

/** Every saved answer of the user, by habit and skill (export, and the flow's own checks). */
export async function listResponses(userId: string, skillId?: string): Promise<SavedResponse[]> {
  return db()
    .select({
      habitSlug: habits.slug,
      skillOrder: skills.skillOrder,
      skillTitle: skills.title,
      activityKey: habitResponses.activityKey,
      kind: habitResponses.kind,
      answers: habitResponses.answers,
      answeredAt: habitResponses.answeredAt,
    })
    .from(habitResponses)
    .innerJoin(skills, eq(skills.id, habitResponses.skillId))
    .innerJoin(habits, eq(habits.id, skills.habitId))
    .where(skillId ? and(eq(habitResponses.userId, userId), eq(habitResponses.skillId, skillId)) : eq(habitResponses.userId, userId))
    .orderBy(asc(habits.sortOrder), asc(skills.skillOrder), asc(habitResponses.activityKey));
}

export type MoodCheckMark = { acute: boolean; createdAt: Date; mind: number; body: number; temperature: number };

/** The user's mood checks since `since`, newest first (for the acute pause of habit progress). */
export async function listMoodChecksSince(userId: string, since: Date): Promise<MoodCheckMark[]> {
  return db()
    .select({ acute: moodChecks.acute, createdAt: moodChecks.createdAt, mind: moodChecks.mind, body: moodChecks.body, temperature: moodChecks.temperature })
    .from(moodChecks)
    .where(and(eq(moodChecks.userId, userId), gte(moodChecks.createdAt, since)))
    .orderBy(desc(moodChecks.createdAt));
}
