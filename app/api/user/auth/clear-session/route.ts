import { NextResponse, type NextRequest } from "next/server";
import { SECURE_SESSION_COOKIE } from "@/lib/auth/claims";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-token";
import { safeReturnPath } from "@/lib/navigation";

/** Drops a session cookie that no longer counts, then goes on to a same-site `next` path. */
export function GET(request: NextRequest) {
  const next = safeReturnPath(request.nextUrl.searchParams.get("next"));
  const response = NextResponse.redirect(new URL(next, request.url));
  for (const name of SESSION_COOKIE_NAMES) {
    response.cookies.set(name, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure: name === SECURE_SESSION_COOKIE });
  }
  response.headers.set("Cache-Control", "no-store");
  return response;
}
