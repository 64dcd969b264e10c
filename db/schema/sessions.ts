import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * One row per sign-in: the session token carries its random id, and every signed-in request
 * reads it in the same statement as the user (lib/data/sessions.ts), so an ended row refuses its
 * token on the next request. What is kept is what the "Signed-in devices" list shows: the browser
 * in words, the coarse address, when it started and when it was last seen.
 */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "Remember me" at sign-in: decides the idle limit (lib/auth/idle.ts). */
    rememberMe: boolean("remember_me").notNull(),
    /** The browser in words ("Chrome on macOS"), never the raw User-Agent. */
    device: text("device").notNull(),
    /** Coarse client address (IPv4 /24, IPv6 /48), as in security events. */
    address: text("address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Moved on at most every few minutes by the requests of this session (lib/auth/idle.ts). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the session ends; its token is refused from then on. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** Why: signed_out, ended_elsewhere, idle, password_changed. */
    endReason: text("end_reason"),
  },
  (t) => [index("user_sessions_user_idx").on(t.userId, t.lastSeenAt)],
);
