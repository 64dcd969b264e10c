import { sql } from "drizzle-orm";
import { getHabitCatalogue } from "../lib/content/habits";
import type { Db } from "./types";
import { habits, skills } from "./schema";

/**
 * Copies the habit library from content/ into the habits and skills tables. Idempotent: rows
 * are matched by habit slug and by (habit, skill order) and updated in place, so ids, and with
 * them every user's answers and completions, survive a content change. Nothing is deleted: a
 * skill dropped from content keeps its history.
 */
export async function seedHabits(db: Db): Promise<void> {
  const catalogue = getHabitCatalogue();
  await db.transaction(async (tx) => {
    for (const [index, habit] of catalogue.entries()) {
      const values = { slug: habit.slug, name: habit.name, blurb: habit.blurb, icon: habit.icon, sortOrder: index + 1 };
      const [row] = await tx
        .insert(habits)
        .values(values)
        .onConflictDoUpdate({ target: habits.slug, set: { ...values, updatedAt: sql`now()` } })
        .returning({ id: habits.id });
      for (const [at, skill] of habit.skills.entries()) {
        const skillValues = { habitId: row!.id, skillOrder: at + 1, title: skill.title, coachComment: skill.coachComment, stage: skill.stage };
        await tx
          .insert(skills)
          .values(skillValues)
          .onConflictDoUpdate({ target: [skills.habitId, skills.skillOrder], set: { ...skillValues, updatedAt: sql`now()` } });
      }
    }
  });
}
