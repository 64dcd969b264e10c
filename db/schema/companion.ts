import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { COMPANION_NAMES, type CompanionName } from "../../lib/companion/companions";
import { isOneOf } from "./known-values";
import { v7 as uuidv7 } from "uuid";
import { users } from "./users";

/** Who wrote a message of the Buddy conversation. */
export const COMPANION_MESSAGE_AUTHORS = ["person", "companion"] as const;
export type CompanionMessageAuthor = (typeof COMPANION_MESSAGE_AUTHORS)[number];

/**
 * One message of a person's conversation with their companion. Like journal text, the content
 * is never stored in the clear: `ciphertext`, `iv` and `authTag` are AES-256-GCM output (base64)
 * of the message as JSON (its words, and for the companion's replies the offer and suggested
 * replies, which would otherwise say what the person spoke about); `keyId` names the key.
 */
export const companionMessages = pgTable(
  "companion_messages",
  {
    id: uuid("id")
      .primaryKey()
      .defaultRandom()
      .$defaultFn(() => uuidv7()), // time-ordered: see assessments.ts
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    author: text("author").$type<CompanionMessageAuthor>().notNull(),
    /** The companion the person was talking with. */
    companion: text("companion").$type<CompanionName>().notNull(),
    ciphertext: text("ciphertext").notNull(),
    iv: text("iv").notNull(),
    authTag: text("auth_tag").notNull(),
    keyId: text("key_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("companion_messages_user_created_idx").on(t.userId, t.createdAt),
    check("companion_messages_author_known", isOneOf("author", COMPANION_MESSAGE_AUTHORS)),
    check("companion_messages_companion_known", isOneOf("companion", COMPANION_NAMES)),
  ],
);

export type CompanionMessageRow = typeof companionMessages.$inferSelect;
