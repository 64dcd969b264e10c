import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { readClaims } from "./claims";
import type { SessionToken } from "./session-token";

/**
 * proxy.ts decodes the session cookie once and hands what it found to the server's checks in this
 * request header. proxy.ts deletes any copy the client sent, and the value is sealed with a key
 * derived from AUTH_SECRET, so a forged or replayed header (or one that reached the server
 * without passing the proxy) is simply ignored and the cookie is decoded again.
 */
export const SESSION_HANDOFF_HEADER = "x-jtp-session";

/** A handoff older than this is not trusted: it belongs to one request, which is much shorter. */
const MAX_AGE_MS = 60_000;

let derived: { secret: string; key: Buffer } | undefined;

function handoffKey(secret: string): Buffer {
  if (derived?.secret !== secret) {
    derived = { secret, key: Buffer.from(hkdfSync("sha256", secret, "jtp-session-handoff", "Journey to Peace session handoff", 32)) };
  }
  return derived.key;
}

const mac = (secret: string, body: string) => createHmac("sha256", handoffKey(secret)).update(body).digest("base64url");

/** The header value for what the proxy read from the cookie (null: no live session). */
export function sealHandoff(token: SessionToken | null, secret: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ t: now, s: token })).toString("base64url");
  return `${body}.${mac(secret, body)}`;
}

/**
 * What the proxy handed over: the session token, or null when the proxy found none; undefined
 * when there is no valid handoff (absent, forged, stale), so the caller decodes the cookie itself.
 */
export function openHandoff(value: string | null, secret: string | undefined, now = Date.now()): SessionToken | null | undefined {
  if (!value || !secret) return undefined;
  const [body, tag] = value.split(".");
  if (!body || !tag) return undefined;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(tag);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const { t, s } = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as { t?: unknown; s?: { claims?: unknown; cookieName?: unknown } | null };
    if (typeof t !== "number" || Math.abs(now - t) > MAX_AGE_MS) return undefined;
    if (s === null) return null;
    const claims = readClaims(s?.claims, Math.floor(now / 1000));
    return claims && typeof s?.cookieName === "string" ? { claims, cookieName: s.cookieName } : null;
  } catch {
    return undefined;
  }
}
