import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { readClaims, SECURE_SESSION_COOKIE, SESSION_COOKIE, type SessionClaims } from "@/lib/auth/claims";
import { guardRedirect } from "@/lib/auth/guards";
import { API_CSP, createNonce, pageCsp } from "@/lib/security/csp";

async function sessionClaims(request: NextRequest): Promise<SessionClaims | null> {
  const secret = process.env.AUTH_SECRET;
  if (!secret) return null;
  for (const cookieName of [SECURE_SESSION_COOKIE, SESSION_COOKIE]) {
    if (!request.cookies.has(cookieName)) continue;
    const token = await getToken({ req: request, secret, cookieName, salt: cookieName, secureCookie: cookieName === SECURE_SESSION_COOKIE });
    const claims = readClaims(token);
    if (claims) return claims;
  }
  return null;
}

/** Security headers for every response, and early redirects from the session token alone. */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith("/api/")) {
    const response = NextResponse.next();
    response.headers.set("Content-Security-Policy", API_CSP);
    return response;
  }

  const nonce = createNonce();
  const csp = pageCsp(nonce);
  const target = guardRedirect(pathname, search, await sessionClaims(request));
  if (target) {
    const response = NextResponse.redirect(new URL(target, request.url));
    response.headers.set("Content-Security-Policy", csp);
    return response;
  }

  const requestHeaders = new Headers(request.headers);
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
