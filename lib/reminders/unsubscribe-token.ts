import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * The token in a reminder mail's unsubscribe link: the person's id and a MAC over it with a key
 * derived from AUTH_SECRET, so the link works signed out, cannot be made for someone else, and
 * needs nothing stored. It only ever turns reminder emails off.
 */
const PURPOSE = "jtp-reminder-unsubscribe";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let derived: { secret: string; key: Buffer } | undefined;

function key(secret: string): Buffer {
  if (derived?.secret !== secret) derived = { secret, key: Buffer.from(hkdfSync("sha256", secret, PURPOSE, "Journey to Peace reminder mail", 32)) };
  return derived.key;
}

const mac = (userId: string, secret: string) => createHmac("sha256", key(secret)).update(userId).digest("base64url");

/** The signed token for one person's unsubscribe link. */
export function unsubscribeToken(userId: string, secret: string): string {
  return `${userId}.${mac(userId, secret)}`;
}

/** The person a token was made for, or null for anything altered, truncated or made with another key. */
export function readUnsubscribeToken(token: string | null | undefined, secret: string): string | null {
  if (!token || token.length > 200) return null;
  const [userId, tag, extra] = token.split(".");
  if (!userId || !tag || extra !== undefined || !UUID.test(userId)) return null;
  const expected = Buffer.from(mac(userId, secret));
  const given = Buffer.from(tag);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}
