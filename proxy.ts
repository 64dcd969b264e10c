import { NextResponse, type NextRequest } from "next/server";
import { guardRedirect } from "@/lib/auth/guards";
import { readSessionClaims } from "@/lib/auth/read-session";
import { SIGNED_IN_HINT } from "@/lib/auth/signed-in-hint";
import { refuseServerAction } from "@/lib/security/server-action-guard";
import { refuseUndecodablePath } from "@/lib/http/undecodable-path";
import { API_CSP, createNonce, pageCsp } from "@/lib/security/csp";

/**
 * Security headers for every response, and early redirects from the session token alone
 * (optimistic: pages and route handlers read the session again and check it against the database).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const undecodable = refuseUndecodablePath(pathname);
  if (undecodable) return undecodable;
  const refusedAction = await refuseServerAction(request);
  if (refusedAction) return refusedAction;
  if (pathname.startsWith("/api/")) {
    const response = NextResponse.next();
    response.headers.set("Content-Security-Policy", API_CSP);
    return response;
  }

  // Every page renders per request, so every page gets a fresh nonce (Next applies it to its scripts).
  const nonce = createNonce();
  const csp = pageCsp(nonce);
  const claims = await readSessionClaims(request.headers.get("cookie"));
  // A server action called from a page's script is never sent to /login: its fetch would follow
  // the redirect and get a page instead of an answer, and the person would see nothing. Every
  // action checks the session itself and says "Please log in again…", as for a session ended elsewhere.
  const target = request.headers.has("next-action") ? null : guardRedirect(pathname, search, claims);
  if (target) {
    // A form posted before its page's script loaded (a questionnaire, the journal) by someone whose
    // session is gone: 303 makes the browser GET /login; a 307 would post the form's body there.
    const status = request.method === "GET" || request.method === "HEAD" ? 307 : 303;
    const response = NextResponse.redirect(new URL(target, request.url), status);
    response.headers.set("Content-Security-Policy", csp);
    keepHintInStep(request, response, claims !== null);
    return response;
  }

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("x-return-to", `${pathname}${search}`);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  keepHintInStep(request, response, claims !== null);
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
// sent to the login page. API paths are always matched, whatever they end in. A server action
// call (its Next-Action header) is matched on every path, those files' too: Next runs an action
// posted to any address, and its body must meet refuseServerAction there as well.
export const config = {
  matcher: [
    "/((?!_next/static|_next/image|(?!api/)[^?]*\\.(?:svg|png|ico|txt|html|js|webmanifest)$).*)",
    { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
  ],
};
