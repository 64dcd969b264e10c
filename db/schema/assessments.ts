import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
// A relative path: drizzle-kit reads this file without the app's "@/" alias. The kinds are the
// registry's (lib/assessments/instruments), so the check below follows it.
import { ASSESSMENT_KINDS, type AssessmentKind } from "../../lib/assessments/instruments/kinds";
import { isOneOf } from "./known-values";
import { users } from "./users";
import { v7 as uuidv7 } from "uuid";

export type { AssessmentKind };

/**
 * One row per submitted questionnaire. Retaking adds a row, never overwrites (history),
 * and the result is always the server's own computation from `answers`.
 */
export const assessmentSubmissions = pgTable(
  "assessment_submissions",
  {
    // UUIDv7 (uuid's v7(), monotonic within a process): newest-first reads order by (created_at, id),
    // and the embedded database's clock has millisecond resolution, so rows saved in one
    // millisecond tie on created_at; a random v4 id would then pick the "newest" by chance.
    // Rows written before this, with v4 ids, keep their own. Mood and journal rows do the same.
    id: uuid("id")
      .primaryKey()
      .defaultRandom()
      .$defaultFn(() => uuidv7()),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<AssessmentKind>().notNull(),
    answers: jsonb("answers").notNull(),
    result: jsonb("result").notNull(),
    scoringVersion: integer("scoring_version").notNull(),
    // Which shape `result` is in (RESULT_SHAPE in lib/assessments/stored-results.ts). Rows saved
    // before the column existed are the first shape; db/upgrade-results.ts brings them up.
    resultShape: integer("result_shape").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("assessment_submissions_user_kind_idx").on(t.userId, t.kind, t.createdAt),
    check("assessment_submissions_kind_known", isOneOf("kind", ASSESSMENT_KINDS)),
  ],
);

export type AssessmentSubmission = typeof assessmentSubmissions.$inferSelect;
