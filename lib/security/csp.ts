import { isDevelopment } from "@/lib/env";

/** A fresh nonce per request (128 bits, base64). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The page policy: scripts only with this request's nonce ('strict-dynamic' lets Next's own
 * chunks load). Styles allow inline attributes because motion and recharts animate through them.
 */
export function pageCsp(nonce: string, dev = isDevelopment()): string {
  return policy(`'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`);
}

function policy(scriptSrc: string): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The service worker (app/sw.ts, served as /serwist/sw.js) and the manifest are same-site files; said outright
    // because worker-src would otherwise fall back to script-src, where 'strict-dynamic' drops 'self'.
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** JSON answers need nothing at all. */
/**
 * The one inline style an API answer may carry: the page clear-session shows a browser whose session
 * ended (lib/http/session-ended-page.ts; a unit test keeps this hash in step with it). proxy.ts sets
 * this policy on every /api answer, over the route's own.
 */
export const SESSION_ENDED_STYLE_HASH = "sha256-8sXYuxlAM6udfqyjv2rInoHfenzichx/bnp0wHDtbE0=";
export const API_CSP = `default-src 'none'; style-src '${SESSION_ENDED_STYLE_HASH}'; frame-ancestors 'none'`;
