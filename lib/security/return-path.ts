/**
 * Where to go back to after sign-in, sign-out or a session refresh: the one decision for every
 * `next`, `callbackUrl` and `returnTo` the app takes. Edge-safe (proxy.ts uses it) and pure.
 *
 * It decides on the result, not on the raw value: the value is parsed and normalised the way a
 * browser would resolve it (dot segments, tabs and newlines dropped, backslashes), and that result
 * must be a plain path on the app's own origin, and stay one however often it is percent-decoded.
 * Checking the raw value and then returning the parser's output let `/x/..//evil.example` through
 * as `//evil.example`, a link to another site.
 */

/** A base no real request uses, so an absolute URL to anywhere (the app's own host too) is refused. */
const BASE = "http://return-path.invalid";
const MAX_LENGTH = 512;
/** Layers of percent-encoding looked through; a real path of the app needs one at most. */
const MAX_DECODES = 4;
const FALLBACK = "/";

/** A same-origin path (pathname, query and hash) for `value`, or "/" when it is anything else. */
export function safeReturnPath(value: unknown): string {
  // Only a path-absolute reference: a relative one ("dashboard") would depend on the page it is read on.
  if (typeof value !== "string" || !value.startsWith("/") || value.length > MAX_LENGTH) return FALLBACK;
  const result = normalise(value);
  if (result === null) return FALLBACK;
  let layer = result;
  for (let decodes = 0; decodes <= MAX_DECODES; decodes += 1) {
    const resolved = normalise(layer);
    if (!isPlainPath(layer) || resolved === null || !isPlainPath(resolved)) return FALLBACK;
    const decoded = decode(layer);
    if (decoded === null) return FALLBACK;
    if (decoded === layer) return result;
    layer = decoded;
  }
  return FALLBACK;
}

/**
 * The same rule for next-auth's redirect callback, which hands over a path or an absolute URL and
 * wants an absolute URL back: one on `origin` is kept when its path is safe, anything else is `origin`'s "/".
 */
export function returnUrlOn(origin: string, value: string): string {
  const path = value.startsWith(`${origin}/`) ? value.slice(origin.length) : value;
  return `${origin}${safeReturnPath(path)}`;
}

/** The path, query and hash `value` resolves to on the app's origin, or null for another origin. */
function normalise(value: string): string | null {
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Starts with one slash, and holds nothing a browser or a later parser could read as the start of
 * another host ("//", "/\") or silently drop (control characters, backslashes).
 */
function isPlainPath(path: string): boolean {
  return path.startsWith("/") && path[1] !== "/" && path[1] !== "\\" && !/[\u0000-\u001f\u007f\\]/.test(path);
}

/** One layer of percent-decoding, or null when it is malformed (or would make a lone surrogate). */
function decode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
