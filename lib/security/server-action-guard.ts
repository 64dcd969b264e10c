import { NextResponse, type NextRequest } from "next/server";

// A server action is a POST with a `Next-Action` header to any page. Next refuses a foreign Origin
// and a body over its limit itself, but answers both with a 500 and an error in the log. proxy.ts
// sees the request first and answers what it can tell from the headers with a 4xx instead. What
// needs the body read (a chunked body over the limit, a malformed one) stays Next's: the README's
// security notes say what a reverse proxy should cap in front of it.

/** Next's server-action body limit (next.config.ts sets no `serverActions.bodySizeLimit`, so its default, 1 MB). */
export const SERVER_ACTION_BODY_LIMIT = 1024 * 1024;

/** A 4xx for a server action Next would refuse with a 500, or null to let it through. */
export function refuseServerAction(request: NextRequest): NextResponse | null {
  if (!request.headers.has("next-action")) return null;
  if (request.method !== "POST") return refused(405, "Server actions are called with POST.");
  // Next's ids are 42 hex characters; anything else it logs as an error before refusing.
  if (!/^[0-9a-f]{42}$/.test(request.headers.get("next-action") ?? "")) return refused(404, "No such server action.");
  if (!sameHostAsNextChecks(request)) return refused(403, "Cross-site requests are not allowed.");
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > SERVER_ACTION_BODY_LIMIT) return refused(413, "The request body is too large (at most 1 MB).");
  return null;
}

/**
 * Next's own rule (app-render/action-handler.ts): an Origin, when sent, must name the host of
 * X-Forwarded-Host's first entry, else of Host. Kept identical, so nothing Next allows is refused.
 */
function sameHostAsNextChecks(request: NextRequest): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  let originHost: string;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return false;
  }
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  const host = forwarded || request.headers.get("host");
  return host !== null && originHost === host;
}

function refused(status: number, message: string): NextResponse {
  return NextResponse.json({ message }, { status, headers: { "Cache-Control": "no-store" } });
}
