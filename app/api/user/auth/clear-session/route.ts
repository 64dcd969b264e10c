import type { NextRequest } from "next/server";
import { redirectToPath } from "@/lib/http/redirect";
import { dropSessionCookies } from "@/lib/auth/session-cookie";
import { safeReturnPath } from "@/lib/security/return-path";

/** Drops a session cookie that no longer counts (and the site's browser storage), then goes on to a same-site `next` path. */
export function GET(request: NextRequest) {
  const next = safeReturnPath(request.nextUrl.searchParams.get("next"));
  const response = redirectToPath(next);
  dropSessionCookies(response);
  response.headers.set("Cache-Control", "no-store");
  return response;
}
