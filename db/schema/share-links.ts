import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
// Relative, not "@/": drizzle-kit reads this file without the app's path aliases.
import { REPORT_SECTIONS, type ReportSection } from "../../lib/share/sections";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import { users } from "./users";

/**
 * A link a person made to show parts of their report to someone without an account. Only a
 * SHA-256 of the token is stored, so the database alone cannot open a link. It goes with the
 * account (cascade); revoking keeps the row, marked, so the profile can say what happened.
 */
export const shareLinks = pgTable(
  "share_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    /** The parts of the report the link shows (lib/share/sections.ts). */
    sections: text("sections").array().$type<ReportSection[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    firstOpenedAt: timestamp("first_opened_at", { withTimezone: true }),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    openCount: integer("open_count").notNull().default(0),
    /**
     * The language the practitioner reads the shared page and its PDF in, chosen by the person
     * when making the link (lib/i18n/locales.ts); links from before it was kept read English.
     */
    locale: text("locale").$type<Locale>().notNull().default("en"),
  },
  (t) => [
    index("share_links_user_idx").on(t.userId, t.createdAt),
    check(
      "share_links_sections_known",
      sql`cardinality(${t.sections}) > 0 and ${t.sections} <@ array[${sql.raw(REPORT_SECTIONS.map((s) => `'${s}'`).join(", "))}]::text[]`,
    ),
    check("share_links_locale_known", sql`${t.locale} in (${sql.raw(LOCALES.map((l) => `'${l}'`).join(", "))})`),
  ],
);

export type ShareLinkRow = typeof shareLinks.$inferSelect;
