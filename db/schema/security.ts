import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * What happened to an account and roughly from where: one row per login, lockout, reset,
 * password change, provider change, export or deletion. Never a password, token or mail body.
 */
export const securityEvents = pgTable(
  "security_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** Coarse client address (IPv4 /24, IPv6 /48), enough to spot "not me" without tracking. */
    address: text("address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("security_events_user_idx").on(t.userId, t.createdAt)],
);
