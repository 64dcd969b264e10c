import { customType, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Raw bytes. PGlite hands back a Uint8Array and postgres-js a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A person's profile image (docs/decisions/0011-personal-entries-saved-on-the-server.md), one per user, already re-encoded by the server: never
 * the uploaded file itself. Served only to its owner; goes with the account (cascade).
 */
export const profileImages = pgTable("profile_images", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  bytes: bytea("bytes").notNull(),
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** A hash of the bytes: the HTTP ETag, and the version in the image's URL. */
  etag: text("etag").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ProfileImage = typeof profileImages.$inferSelect;
