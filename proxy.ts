import { NextResponse, type NextRequest } from "next/server";
import { guardRedirect } from "@/lib/auth/guards";
import { SESSION_HANDOFF_HEADER, sealHandoff } from "@/lib/auth/session-handoff";
import { readSessionToken } from "@/lib/auth/session-token";
import { env } from "@/lib/env";
import { API_CSP, createNonce, pageCsp } from "@/lib/security/csp";

/**
 * Security headers for every response, and early redirects from the session token alone. Pages get
 * the decoded token handed over (session-handoff.ts), so the cookie is decoded once per request.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const requestHeaders = new Headers(request.headers);
  // Only the proxy speaks in this header: whatever the client sent under its name is dropped.
  requestHeaders.delete(SESSION_HANDOFF_HEADER);
  if (pathname.startsWith("/api/")) {
    // Route handlers decode the cookie themselves; the request is only rewritten to drop a forged handoff.
    const forged = request.headers.has(SESSION_HANDOFF_HEADER);
    const response = forged ? NextResponse.next({ request: { headers: requestHeaders } }) : NextResponse.next();
    response.headers.set("Content-Security-Policy", API_CSP);
    return response;
  }

  const nonce = createNonce();
  const csp = pageCsp(nonce);
  const token = readSessionToken(request);
  const target = guardRedirect(pathname, search, token?.claims ?? null);
  if (target) {
    const response = NextResponse.redirect(new URL(target, request.url));
    response.headers.set("Content-Security-Policy", csp);
    return response;
  }

  const secret = env().AUTH_SECRET;
  if (secret) requestHeaders.set(SESSION_HANDOFF_HEADER, sealHandoff(token, secret));
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("x-return-to", `${pathname}${search}`);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg|robots.txt).*)"],
};
