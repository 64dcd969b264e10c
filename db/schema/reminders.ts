import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
// Relative, not "@/": drizzle-kit reads this file without the app's path aliases.
import {
  DEFAULT_PRACTICE_TIMES,
  REMINDER_CHANNELS,
  REMINDER_OUTCOMES,
  REMINDER_PRACTICES,
  type ReminderChannel,
  type ReminderOutcome,
  type PracticeTimes,
  type ReminderPractice,
} from "../../lib/reminders/practices";
import { isOneOf } from "./known-values";
import { v7 as uuidv7 } from "uuid";
import { users } from "./users";

const arrayOf = (column: string, values: readonly string[]) => sql.raw(`${column} <@ array[${values.map((v) => `'${v}'`).join(", ")}]::text[]`);
/** Every practice has a time, a minute of the local day. */
const timesCheck = sql.raw(
  REMINDER_PRACTICES.map((p) => `jsonb_typeof(practice_times->'${p}') = 'number' and (practice_times->>'${p}')::numeric between 0 and 1439`).join(" and "),
);

/**
 * A person's recurring reminders: off until they turn them on. Each chosen practice comes at its
 * own time (`practice_times`, minutes after local midnight in the person's time zone,
 * users.time_zone), on the chosen days, within the same quiet hours and channels. `next_due_at` is
 * when the sender should next look at this row (the earliest practice due); the sender claims rows
 * by it (lib/data/reminder-claims.ts). A reminder for one planned moment would be a row of its own
 * elsewhere, not a practice here.
 */
export const reminderSettings = pgTable(
  "reminder_settings",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull().default(false),
    /** ISO weekdays, 1 (Monday) to 7 (Sunday). */
    days: integer("days")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Each practice's time, kept for every practice so one unticked and ticked again keeps its time. */
    practiceTimes: jsonb("practice_times").$type<PracticeTimes>().notNull().default(DEFAULT_PRACTICE_TIMES),
    practices: text("practices")
      .array()
      .$type<ReminderPractice[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Quiet hours, local minutes; both null when the person has none. They may wrap past midnight. */
    quietStart: integer("quiet_start"),
    quietEnd: integer("quiet_end"),
    byEmail: boolean("by_email").notNull().default(false),
    /** SHA-256 of the calendar feed's token (the token itself is shown once and never stored). */
    calendarTokenHash: text("calendar_token_hash").unique(),
    nextDueAt: timestamp("next_due_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index("reminder_settings_due_idx")
      .on(t.nextDueAt)
      .where(sql`${t.enabled}`),
    check("reminder_settings_days_known", sql`${t.days} <@ array[1, 2, 3, 4, 5, 6, 7]`),
    check("reminder_settings_practices_known", arrayOf("practices", REMINDER_PRACTICES)),
    check("reminder_settings_practice_times", timesCheck),
    check(
      "reminder_settings_quiet_hours",
      sql`(${t.quietStart} is null and ${t.quietEnd} is null) or (${t.quietStart} between 0 and 1439 and ${t.quietEnd} between 0 and 1439 and ${t.quietStart} <> ${t.quietEnd})`,
    ),
  ],
);

/** A browser that agreed to show reminders (one Web Push subscription). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The push service's URL for this browser; a browser belongs to the account that last subscribed it. */
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * One claimed reminder and how it ended: the practices due at one moment of the person's day. At
 * most one per person per moment: the unique key is what makes a second claim of it (another
 * instance) send nothing. A practice already done that day is left out when it is delivered.
 */
export const reminderSends = pgTable(
  "reminder_sends",
  {
    id: uuid("id")
      .primaryKey()
      .defaultRandom()
      .$defaultFn(() => uuidv7()),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    localDay: date("local_day", { mode: "string" }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** What the reminder was about (practices not yet done that day). */
    practices: text("practices").array().$type<ReminderPractice[]>().notNull(),
    outcome: text("outcome").$type<ReminderOutcome>().notNull(),
    /** The channels that delivered it. */
    channels: text("channels")
      .array()
      .$type<ReminderChannel[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("reminder_sends_user_due").on(t.userId, t.dueAt),
    check("reminder_sends_outcome_known", isOneOf("outcome", REMINDER_OUTCOMES)),
    check("reminder_sends_channels_known", arrayOf("channels", REMINDER_CHANNELS)),
  ],
);

export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type ReminderSendRow = typeof reminderSends.$inferSelect;
