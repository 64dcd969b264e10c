import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** Null for people who only ever signed in through an OAuth provider. */
    passwordHash: text("password_hash"),
    image: text("image"),
    /** Bumped on logout and password change; tokens carrying an older value are refused. */
    sessionVersion: integer("session_version").notNull().default(0),
    /**
     * The person's IANA time zone: every timestamp that becomes a day or a time shown to them is
     * read in it (lib/time). Rows made before it existed read 'UTC' until the browser reports one.
     */
    timeZone: text("time_zone").notNull().default("UTC"),
    /** When the person (or their browser at signup) set the zone; null while it is only the default. */
    timeZoneSetAt: timestamp("time_zone_set_at", { withTimezone: true }),
    /**
     * A city of the person's zone they chose on /profile (an id of content/nearby-cities.ts), so
     * their sunrise and hemisphere are read nearer home; null: the zone's principal city. Only
     * read while it belongs to their zone (lib/places), so changing zone needs no clean-up.
     */
    place: text("place"),
    /**
     * When the person finished or skipped the greeting after signup (docs/decisions/0030); null
     * while it is still to come. Accounts from before it was kept start as done: they never see it.
     */
    greetingDoneAt: timestamp("greeting_done_at", { withTimezone: true }),
    /**
     * The language the person reads the app in (lib/i18n/locales.ts), set at signup from what they
     * were reading and changed with the language switch; null for accounts from before it was kept,
     * which follow the browser's cookie or languages (docs/decisions/0048-locales.md).
     */
    locale: text("locale"),
    ...timestamps,
  },
  (t) => [check("users_email_normalized", sql`${t.email} = lower(btrim(${t.email}))`)],
);

/** Links an OAuth identity (Google, Apple, Facebook) to a user. */
export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] })],
);

export type User = typeof users.$inferSelect;
