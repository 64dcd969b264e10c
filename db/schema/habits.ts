import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
// Relative, not "@/": drizzle-kit reads this file without the app's path aliases.
import { STAGE_NAMES, type StageName } from "../../lib/content/schemas/habits";
import { isOneOf } from "./known-values";
import { users } from "./users";

/** The habit library. Rows come from content/habits through the seed, keyed by slug. */
export const habits = pgTable("habits", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  blurb: text("blurb").notNull(),
  /** A same-site path to the habit's SVG icon, or null ('No image'). */
  icon: text("icon"),
  sortOrder: integer("sort_order").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A habit's skills in order; also seeded, keyed by (habit, order) so re-seeding keeps ids. */
export const skills = pgTable(
  "skills",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    habitId: uuid("habit_id")
      .notNull()
      .references(() => habits.id, { onDelete: "cascade" }),
    skillOrder: integer("skill_order").notNull(),
    title: text("title").notNull(),
    coachComment: text("coach_comment").notNull(),
    stage: text("stage").$type<StageName>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("skills_habit_order_unique").on(t.habitId, t.skillOrder), check("skills_stage_known", isOneOf("stage", STAGE_NAMES))],
);

/**
 * A user's answer to one activity of one skill: one row per (user, skill, activity key), so a
 * repeat save replaces the answer instead of adding a duplicate.
 */
export const habitResponses = pgTable(
  "habit_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    skillId: uuid("skill_id")
      .notNull()
      .references(() => skills.id, { onDelete: "cascade" }),
    activityKey: text("activity_key").notNull(),
    kind: text("kind").notNull(),
    answers: text("answers").array().notNull(),
    /** When this answer was last saved (a repeat save moves it on). */
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("habit_responses_user_skill_activity").on(t.userId, t.skillId, t.activityKey)],
);

/** When a user finished a skill (all its activities answered and saved). */
export const skillCompletions = pgTable(
  "skill_completions",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    skillId: uuid("skill_id")
      .notNull()
      .references(() => skills.id, { onDelete: "cascade" }),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId] }), index("skill_completions_user_idx").on(t.userId, t.completedAt)],
);

export type Habit = typeof habits.$inferSelect;
export type Skill = typeof skills.$inferSelect;
export type HabitResponse = typeof habitResponses.$inferSelect;
export type SkillCompletion = typeof skillCompletions.$inferSelect;
