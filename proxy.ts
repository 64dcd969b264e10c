import { NextResponse, type NextRequest } from "next/server";
import { guardRedirect } from "@/lib/auth/guards";
import { SESSION_HANDOFF_HEADER, sealHandoff } from "@/lib/auth/session-handoff";
import { readSessionToken } from "@/lib/auth/session-token";
import { SIGNED_IN_HINT } from "@/lib/auth/signed-in-hint";
import { env, isDevelopment } from "@/lib/env";
import { STATIC_PAGES } from "@/lib/navigation";
import { API_CSP, createNonce, pageCsp, STATIC_PAGE_CSP } from "@/lib/security/csp";

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

  // `next dev` renders every page per request, so there even the static pages get the nonce.
  const servedFromFile = STATIC_PAGES.includes(pathname) && !isDevelopment();
  const nonce = servedFromFile ? null : createNonce();
  const csp = nonce === null ? STATIC_PAGE_CSP : pageCsp(nonce);
  const token = readSessionToken(request);
  const target = guardRedirect(pathname, search, token?.claims ?? null);
  if (target) {
    const response = NextResponse.redirect(new URL(target, request.url));
    response.headers.set("Content-Security-Policy", csp);
    keepHintInStep(request, response, token !== null);
    return response;
  }

  // A page served from a file renders nothing, so nothing is handed over (a form's action posted
  // there decodes the cookie itself); the forged header is still dropped.
  if (nonce !== null) {
    const secret = env().AUTH_SECRET;
    if (secret) requestHeaders.set(SESSION_HANDOFF_HEADER, sealHandoff(token, secret));
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("x-return-to", `${pathname}${search}`);
    requestHeaders.set("Content-Security-Policy", csp);
  }
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  keepHintInStep(request, response, token !== null);
  return response;
}

/** The readable signed-in hint (signed-in-hint.ts) follows the session cookie this request carried. */
function keepHintInStep(request: NextRequest, response: NextResponse, signedIn: boolean) {
  const hinted = request.cookies.get(SIGNED_IN_HINT)?.value === "1";
  if (signedIn && !hinted) {
    response.cookies.set(SIGNED_IN_HINT, "1", { path: "/", sameSite: "lax", secure: request.nextUrl.protocol === "https:" });
  } else if (!signedIn && hinted) {
    response.cookies.delete(SIGNED_IN_HINT);
  }
}

// Files from public/ and Next's build (pictures, icons, the service worker, the offline page) are
// the same for everyone: the proxy never runs for them, so they need no session work and are never
// sent to the login page. API paths are always matched, whatever they end in.
export const config = {
  matcher: ["/((?!_next/static|_next/image|(?!api/)[^?]*\\.(?:svg|png|ico|txt|html|js|webmanifest)$).*)"],
};
