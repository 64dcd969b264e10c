import { jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * What a person chose on the landing page before they had an account (areas, track and the
 * track's answers), saved once they sign up or log in. One row per user: a newer draft replaces it.
 */
export const visitorOnboarding = pgTable("visitor_onboarding", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  areas: jsonb("areas").$type<string[]>().notNull(),
  track: text("track").notNull(),
  answers: jsonb("answers").$type<Record<string, string>>().notNull(),
  savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
});

export type VisitorOnboardingRow = typeof visitorOnboarding.$inferSelect;
