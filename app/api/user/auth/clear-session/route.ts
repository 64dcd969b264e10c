import type { NextRequest } from "next/server";
import { redirectToPath } from "@/lib/http/redirect";
import { sessionEndedPage } from "@/lib/http/session-ended-page";
import { clearSessionPath, getSessionState } from "@/lib/auth/session";
import { dropSessionCookies } from "@/lib/auth/session-cookie";
import { afterSessionEnded } from "@/lib/auth/guards";
import { safeReturnPath } from "@/lib/security/return-path";
import { CROSS_SITE_REFUSED, fromThisSite } from "@/lib/http/same-origin";

/**
 * Drops a session cookie that no longer counts (and the site's browser storage), then goes on to a
 * same-site `next` path. Only for a request the app's own pages made (lib/http/same-origin.ts):
 * a link on another site must not sign anyone out.
 */
export async function GET(request: NextRequest) {
  const next = safeReturnPath(request.nextUrl.searchParams.get("next"));
  if (fromThisSite(request)) return cleared(next, 307);
  // From elsewhere: a session that still counts is left as it is. One that has ended is what sent the
  // browser here; going on without clearing it would only bring it back, so it asks for a click here.
  if ((await getSessionState()).stale) return sessionEndedPage(clearSessionPath(next));
  return redirectToPath(next);
}

/** The button of the page above, or any form of the app's: clears, then goes on to `next`. */
export async function POST(request: NextRequest) {
  const next = safeReturnPath(request.nextUrl.searchParams.get("next"));
  if (!fromThisSite(request)) return Response.json({ message: CROSS_SITE_REFUSED }, { status: 403 });
  return cleared(next, 303);
}

function cleared(next: string, status: 303 | 307) {
  const response = redirectToPath(afterSessionEnded(next), status);
  dropSessionCookies(response);
  return response;
}
