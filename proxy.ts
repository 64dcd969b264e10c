import { NextResponse, type NextRequest } from "next/server";
import { guardRedirect } from "@/lib/auth/guards";
import { readSessionToken } from "@/lib/auth/session-token";
import { API_CSP, createNonce, pageCsp } from "@/lib/security/csp";

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
  const target = guardRedirect(pathname, search, (await readSessionToken(request))?.claims ?? null);
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
