import type { NextRequest } from "next/server";
import { redirectToPath } from "@/lib/http/redirect";
import { SECURE_SESSION_COOKIE } from "@/lib/auth/claims";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-token";
import { CLEAR_SITE_DATA } from "@/lib/auth/session-cookie";
import { safeReturnPath } from "@/lib/navigation";

/** Drops a session cookie that no longer counts (and the site's browser storage), then goes on to a same-site `next` path. */
export function GET(request: NextRequest) {
  const next = safeReturnPath(request.nextUrl.searchParams.get("next"));
  const response = redirectToPath(next);
  for (const name of SESSION_COOKIE_NAMES) {
    response.cookies.set(name, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure: name === SECURE_SESSION_COOKIE });
  }
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("Clear-Site-Data", CLEAR_SITE_DATA);
  return response;
}
