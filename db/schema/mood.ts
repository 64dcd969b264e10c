import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { MOOD_ELEMENTS, type MoodElementName } from "../../lib/mood/element-names";
import { isOneOf } from "./known-values";
import { users } from "./users";
import { v7 as uuidv7 } from "uuid";

export { MOOD_ELEMENTS, type MoodElementName };

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp("updated_at", { withTimezone: true })
  .notNull()
  .defaultNow()
  .$onUpdate(() => new Date());

/** The element a person chose for a day: one per user per day, a later choice replaces it. */
export const moodElements = pgTable(
  "mood_elements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    element: text("element").$type<MoodElementName>().notNull(),
    /** The person's calendar day (their local date, sent by the browser and validated). */
    day: date("day", { mode: "string" }).notNull(),
    createdAt,
    updatedAt,
  },
  (t) => [unique("mood_elements_user_day").on(t.userId, t.day), check("mood_elements_element_known", isOneOf("element", MOOD_ELEMENTS))],
);

/**
 * A journal entry. The text is never stored in the clear (docs/decisions/0025-journal-encrypted-at-rest.md): `ciphertext`, `iv` and
 * `authTag` are AES-256-GCM output (base64) and `keyId` names the key, so keys can rotate.
 */
export const journalEntries = pgTable(
  "journal_entries",
  {
    id: uuid("id")
      .primaryKey()
      .defaultRandom()
      .$defaultFn(() => uuidv7()), // time-ordered: see assessments.ts
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    element: text("element").$type<MoodElementName>(),
    ciphertext: text("ciphertext").notNull(),
    iv: text("iv").notNull(),
    authTag: text("auth_tag").notNull(),
    keyId: text("key_id").notNull(),
    createdAt,
    updatedAt,
  },
  (t) => [
    index("journal_entries_user_created_idx").on(t.userId, t.createdAt),
    check("journal_entries_element_known", isOneOf("element", MOOD_ELEMENTS, { nullable: true })),
  ],
);

/** One daily mood check: the three sliders (1-5), whether it was acute, the companion and the result. */
export const moodChecks = pgTable(
  "mood_checks",
  {
    id: uuid("id")
      .primaryKey()
      .defaultRandom()
      .$defaultFn(() => uuidv7()), // time-ordered: see assessments.ts
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mind: integer("mind").notNull(),
    body: integer("body").notNull(),
    temperature: integer("temperature").notNull(),
    acute: boolean("acute").notNull(),
    companion: text("companion").notNull(),
    result: jsonb("result").notNull(),
    createdAt,
  },
  (t) => [
    index("mood_checks_user_created_idx").on(t.userId, t.createdAt),
    check("mood_checks_sliders_in_range", sql`${t.mind} between 1 and 5 and ${t.body} between 1 and 5 and ${t.temperature} between 1 and 5`),
  ],
);

export type MoodElementRow = typeof moodElements.$inferSelect;
export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type MoodCheckRow = typeof moodChecks.$inferSelect;
