import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { v7 as uuidv7 } from "uuid";
import { skills } from "./habits";
import { users } from "./users";

/**
 * The own time of a practice done in a skill (docs/decisions/0044-guided-practices.md): one row
 * per save that counted any, so a repeated skill adds its minutes instead of replacing them.
 * Counted in the person's local days where it is shown (garden, Insights) and in the export.
 */
export const practiceSessions = pgTable(
  "practice_sessions",
  {
    id: uuid("id")
      .primaryKey()
      .defaultRandom()
      .$defaultFn(() => uuidv7()),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    skillId: uuid("skill_id")
      .notNull()
      .references(() => skills.id, { onDelete: "cascade" }),
    seconds: integer("seconds").notNull(),
    practisedAt: timestamp("practised_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("practice_sessions_user_idx").on(t.userId, t.practisedAt), check("practice_sessions_seconds_positive", sql`${t.seconds} > 0`)],
);

/**
 * A try-later practice the person has planned (one per person, skill and activity): the moment
 * they chose, and the one-off reminder the sender claims at that moment (lib/reminders/planned.ts).
 * `reminder_claimed_at` set means no reminder will be sent again: claimed, or done before it.
 */
export const practicePlans = pgTable(
  "practice_plans",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    skillId: uuid("skill_id")
      .notNull()
      .references(() => skills.id, { onDelete: "cascade" }),
    activityKey: text("activity_key").notNull(),
    plannedFor: timestamp("planned_for", { withTimezone: true }).notNull(),
    reminderClaimedAt: timestamp("reminder_claimed_at", { withTimezone: true }),
    /** How the reminder ended: sent, no_channel, failed, late (more than two hours past), or done (done before it came). */
    reminderOutcome: text("reminder_outcome"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skillId, t.activityKey] }),
    index("practice_plans_due_idx")
      .on(t.plannedFor)
      .where(sql`${t.reminderClaimedAt} is null`),
  ],
);

export type PracticePlanRow = typeof practicePlans.$inferSelect;
