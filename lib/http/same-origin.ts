import "server-only";
import { NextResponse } from "next/server";

export const CROSS_SITE_REFUSED = "Cross-site requests are not allowed.";

function requestOrigins(request: Request): string[] {
  const origins = [new URL(request.url).origin];
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (host) {
    const proto = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
    origins.push(`${proto}://${host}`);
  }
  return origins;
}

/**
 * Cookie-authenticated calls must come from this site: a browser always sends Origin on a
 * cross-site POST, so a foreign Origin is refused (clients without a browser send none).
 */
export function rejectCrossSite(request: Request): NextResponse | null {
  const origin = request.headers.get("origin");
  if (!origin || requestOrigins(request).includes(origin)) return null;
  return NextResponse.json({ message: CROSS_SITE_REFUSED }, { status: 403 });
}

/**
 * Whether a request was made by this site's own pages (or typed by the person), not by another
 * site: what a GET that changes state (clearing the session cookie) needs, since a link or an image
 * on any site can make a GET. Fetch Metadata first; browsers without it, by Origin, else Referer.
 */
export function fromThisSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site === "same-origin" || site === "same-site") return true;
  const origins = requestOrigins(request);
  const origin = request.headers.get("origin");
  if (origin !== null) return origins.includes(origin);
  // "none": typed in the address bar or opened from a bookmark, never a link on a page.
  if (site === "none") return request.method === "GET" || request.method === "HEAD";
  if (site !== null) return false;
  const referer = originOf(request.headers.get("referer"));
  return referer !== null && origins.includes(referer);
}

function originOf(url: string | null): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}
