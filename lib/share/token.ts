import "server-only";
import { createHash, randomBytes } from "node:crypto";

// 32 random bytes (256 bits) as base64url: 43 characters, unguessable. Only the hash is stored.
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new share token and the hash that is stored for it. */
export function newShareToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashShareToken(token) };
}

/** The stored form of a token. */
export function hashShareToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether a string could be a token at all (anything else is a 404 without asking the database). */
export function isShareTokenShaped(value: string): boolean {
  return TOKEN.test(value);
}
