import type { SessionClaims } from "./claims";
import { LOGIN_ROUTES, loginPath, matchesRoute, ONBOARDING_ONLY_ROUTES, REPORT_ROUTES } from "@/lib/navigation";

/**
 * Where the route guards of docs/decisions/0000-the-original-app.md §2 send this request, or null to let it through.
 * Optimistic (from the token alone): every page checks again against the database.
 */
export function guardRedirect(pathname: string, search: string, claims: SessionClaims | null): string | null {
  const needsLogin = matchesRoute(pathname, LOGIN_ROUTES) || matchesRoute(pathname, REPORT_ROUTES);
  if (!claims) return needsLogin ? loginPath(`${pathname}${search}`) : null;
  // Signed in, the only way to /login with an `error` is connecting a provider from the profile
  // that was cancelled or failed (Auth.js sends every such end to its sign-in page): say so there.
  if (pathname === "/login" && new URLSearchParams(search).has("error")) return "/profile?connect=cancelled";
  // Sent to log in again because the session ended (a questionnaire whose save was refused): its
  // cookie may still be here, no longer counting. The login page, not /, where the dropped cookie
  // would clear the site's storage and the answers kept there with it; logging in replaces the cookie.
  if (pathname === "/login" && new URLSearchParams(search).get("ended") === "1") return null;
  if (pathname === "/login" || pathname === "/signup") return "/";
  // A token that says "no report yet" may be stale (onboarding finished on another device), so
  // the report routes check the database themselves: one redirect at most, never a loop.
  const retake = new URLSearchParams(search).get("retake") === "1";
  if (claims.rc && !retake && (ONBOARDING_ONLY_ROUTES as readonly string[]).includes(pathname)) return "/dashboard";
  return null;
}

/**
 * Where a browser goes once a session cookie that no longer counts is dropped: a page that needs a
 * login leads to the login screen, which says calmly that this device was signed out.
 */
export function afterSessionEnded(next: string): string {
  const url = new URL(next, "http://app.invalid");
  return guardRedirect(url.pathname, url.search, null) ? loginPath(next, { ended: true }) : next;
}
