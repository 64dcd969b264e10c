import { bigint, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A person's authenticator-app secret (TOTP, RFC 6238). The secret is never stored in the clear:
 * `ciphertext`, `iv` and `authTag` are AES-256-GCM output under DATA_KEY and `keyId` names the key
 * (docs/decisions/0025-journal-encrypted-at-rest.md). `confirmedAt` is null while the person is
 * still setting it up; only a confirmed secret asks for a code at login.
 */
export const totpSecrets = pgTable("totp_secrets", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  ciphertext: text("ciphertext").notNull(),
  iv: text("iv").notNull(),
  authTag: text("auth_tag").notNull(),
  keyId: text("key_id").notNull(),
  /** The time step (30 s counter) of the last code accepted: a code is never accepted twice. */
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes: only a SHA-256 of each code is stored; `usedAt` marks a spent one. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/** A WebAuthn credential (passkey) registered as a second step; only its public key is kept. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The authenticator's credential id, base64url. */
    credentialId: text("credential_id").notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    /** Comma-separated transports the authenticator reported (usb, internal, hybrid …). */
    transports: text("transports").notNull().default(""),
    /** A name the person can recognise, e.g. "Passkey added 25 Nov 2026". */
    name: text("name").notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

/**
 * A pending sign-in: a right password (or provider) on a two-step account, waiting for its second
 * step. The browser's encrypted cookie names this row; the row makes it single use and bounded
 * whichever instance answers: each check claims one of its codes in a locked update, a passkey
 * challenge is taken from it when checked, and the sign-in that succeeds (or is stopped) ends it
 * (docs/decisions/0039-two-step-sign-in.md).
 */
export const pendingLogins = pgTable(
  "pending_logins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Answers checked so far (codes, recovery codes, passkey answers): at most ten. */
    checks: integer("checks").notNull().default(0),
    /** The passkey challenge handed out and not yet checked. */
    challenge: text("challenge"),
    /** Set once: signed in, stopped, cancelled or ended by a new password; nothing opens it after. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** Why: signed_in, too_many_codes, cancelled, password_changed. */
    endReason: text("end_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pending_logins_user_idx").on(t.userId)],
);
