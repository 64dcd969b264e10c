import { NextResponse, type NextRequest } from "next/server";
import { serverActionBodyProblem } from "./server-action-body";

// A server action is a POST with a `Next-Action` header to any page, or (before a page's script
// has run) a form posted to the page. Next refuses a foreign Origin, a body over its limit and a
// body it cannot decode itself, but answers each with a 500 and an error in the log. proxy.ts
// sees the request first (Next hands it a copy of the body, its documented proxy body buffering)
// and answers each of these with a 4xx instead.

/**
 * Next's server-action body limit: next.config.ts's `serverActions.bodySizeLimit`, 3 MB, so Edit
 * Profile can post an image of up to 2 MB with its names (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export const SERVER_ACTION_BODY_LIMIT = 3 * 1024 * 1024;

/** A POST Next would treat as a server action: the header, or a form posted to a page. */
function isPossibleAction(request: NextRequest): boolean {
  if (request.headers.has("next-action")) return true;
  if (request.method !== "POST" || request.nextUrl.pathname.startsWith("/api/")) return false;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  return type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded");
}

/** A 4xx for a server action Next would refuse with a 500, or null to let it through. */
export async function refuseServerAction(request: NextRequest): Promise<NextResponse | null> {
  if (!isPossibleAction(request)) return null;
  const hasActionId = request.headers.has("next-action");
  if (hasActionId && request.method !== "POST") return refused(405, "Server actions are called with POST.");
  // Next's ids are 42 hex characters; anything else it logs as an error before refusing.
  if (hasActionId && !/^[0-9a-f]{42}$/.test(request.headers.get("next-action") ?? "")) return refused(404, "No such server action.");
  if (!sameHostAsNextChecks(request)) return refused(403, "Cross-site requests are not allowed.");
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > SERVER_ACTION_BODY_LIMIT) return refused(413, `The request body is too large (at most ${SERVER_ACTION_BODY_LIMIT / (1024 * 1024)} MB).`);
  // A body sent without a length (chunked) is measured here, as it arrives.
  const problem = await serverActionBodyProblem(request.headers.get("content-type") ?? "", await request.arrayBuffer(), SERVER_ACTION_BODY_LIMIT, hasActionId);
  return problem ? refused(problem.status, problem.message) : null;
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
