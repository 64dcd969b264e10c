import { createDecipheriv, createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { readClaims, SECURE_SESSION_COOKIE, SESSION_COOKIE, type SessionClaims } from "./claims";

// Reads next-auth's session cookie without next-auth: `auth()` decrypts the token, encrypts a fresh
// one and builds a Set-Cookie on every read, and next-auth derives its key again for each token.
// Here the key is derived once per process and a read only decrypts. No database, no Next imports:
// proxy.ts, route handlers and pages all use this.

/** Both names next-auth may use for the session cookie (the secure one on https). */
export const SESSION_COOKIE_NAMES = [SECURE_SESSION_COOKIE, SESSION_COOKIE] as const;

export type SessionToken = { claims: SessionClaims; cookieName: string };

/** Seconds of clock skew allowed on the token's own expiry, as next-auth allows. */
const CLOCK_TOLERANCE_SECONDS = 15;

const keys = new Map<string, Buffer>();

/** Derived once per process and secret: next-auth's A256CBC-HS512 key for tokens of this cookie name. */
function encryptionKey(secret: string, salt: string): Buffer {
  const id = `${salt}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, salt, `Auth.js Generated Encryption Key (${salt})`, 64));
    keys.set(id, key);
  }
  return key;
}

/** Counts how many tokens this process has decrypted; tests use it to prove one decode per request. */
export const decodeStats = { count: 0 };

/**
 * The payload of a next-auth JWE (alg "dir", enc "A256CBC-HS512", RFC 7516 / 7518 5.2.2), or null
 * when it is malformed, forged, for another key or expired. The tag is checked before decrypting.
 */
export function decryptSessionJwe(token: string, secret: string, salt: string, nowSeconds = Date.now() / 1000): Record<string, unknown> | null {
  decodeStats.count++;
  const parts = token.split(".");
  if (parts.length !== 5 || parts[1] !== "") return null;
  const [protectedHeader, , ivPart, cipherPart, tagPart] = parts as [string, string, string, string, string];
  try {
    const header = JSON.parse(Buffer.from(protectedHeader, "base64url").toString("utf8")) as { alg?: unknown; enc?: unknown };
    if (header.alg !== "dir" || header.enc !== "A256CBC-HS512") return null;
    const key = encryptionKey(secret, salt);
    const iv = Buffer.from(ivPart, "base64url");
    const ciphertext = Buffer.from(cipherPart, "base64url");
    const tag = Buffer.from(tagPart, "base64url");
    const aad = Buffer.from(protectedHeader, "ascii");
    const aadBits = Buffer.alloc(8);
    aadBits.writeBigUInt64BE(BigInt(aad.length * 8));
    const mac = createHmac("sha512", key.subarray(0, 32)).update(aad).update(iv).update(ciphertext).update(aadBits).digest().subarray(0, 32);
    if (iv.length !== 16 || tag.length !== 32 || !timingSafeEqual(mac, tag)) return null;
    const decipher = createDecipheriv("aes-256-cbc", key.subarray(32), iv);
    const plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
    const payload = JSON.parse(plain) as unknown;
    if (!payload || typeof payload !== "object") return null;
    const { exp, nbf } = payload as { exp?: unknown; nbf?: unknown };
    if (typeof exp === "number" && nowSeconds - CLOCK_TOLERANCE_SECONDS >= exp) return null;
    if (typeof nbf === "number" && nowSeconds + CLOCK_TOLERANCE_SECONDS < nbf) return null;
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The value of a cookie next-auth may have split into `name.0`, `name.1`, … when it grew large. */
function cookieValue(cookies: ReadonlyMap<string, string>, name: string): string | null {
  const whole = cookies.get(name);
  if (whole) return whole;
  const chunks: string[] = [];
  for (let i = 0; cookies.has(`${name}.${i}`); i++) chunks.push(cookies.get(`${name}.${i}`)!);
  return chunks.length > 0 ? chunks.join("") : null;
}

/** Cookies of a Cookie header, by name (the first of a repeated name wins, as browsers send the most specific first). */
export function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (!name || cookies.has(name)) continue;
    const raw = pair.slice(at + 1).trim().replace(/^"(.*)"$/, "$1");
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

/**
 * The app's claims from a request's Cookie header, and which cookie held them; null when there is
 * none or it does not decode. Only session cookies actually sent are decrypted.
 */
export function readSessionCookie(cookieHeader: string | null, secret: string | undefined): SessionToken | null {
  if (!secret) return null;
  const cookies = parseCookieHeader(cookieHeader);
  for (const cookieName of SESSION_COOKIE_NAMES) {
    const token = cookieValue(cookies, cookieName);
    if (!token) continue;
    const claims = readClaims(decryptSessionJwe(token, secret, cookieName));
    if (claims) return { claims, cookieName };
  }
  return null;
}

/** The session of a request (proxy.ts, route handlers), read from its cookies. */
export function readSessionToken(request: { headers: Headers }): SessionToken | null {
  return readSessionCookie(request.headers.get("cookie"), env().AUTH_SECRET);
}
