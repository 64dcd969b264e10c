// Route groups and redirects of docs/decisions/0000-the-original-app.md §2, shared by proxy.ts, pages and the header.
import { safeReturnPath } from "./security/return-path";

/**
 * Group A: a login is enough. /profile is here because anyone with an account can export or
 * delete it (docs/decisions/0029-account-actions-for-everyone.md); the page itself shows its results part only with a report.
 * The companion and the journal are here because help is never behind a gate
 * (docs/decisions/0042-the-app-opens-before-the-questions.md). The day's rhythm is set by the sun and
 * the season, and by the body type only once there is one.
 */
export const LOGIN_ROUTES = ["/intro", "/questions", "/spiral", "/report", "/profile", "/companion", "/reflection", "/rhythm"] as const;
/**
 * Group B: a login, and a complete report for what is computed from it. Without one these pages
 * say why and lead back to the questions, rather than sending the person there; the dashboard's
 * mood check, element, journal and companion work without one
 * (docs/decisions/0042-the-app-opens-before-the-questions.md).
 */
export const REPORT_ROUTES = ["/dashboard", "/habits", "/habit", "/garden", "/insights"] as const;
/** Once the report is complete these lead to the dashboard (docs/decisions/0004-complete-report-skips-onboarding.md). */
export const ONBOARDING_ONLY_ROUTES = ["/intro", "/intro/onboarding", "/questions/onboarding"] as const;
/** Where the shared top bar shows. */
export const TOP_BAR_ROUTES = ["/intro", "/questions", "/spiral", "/profile", "/habits", "/habit", "/report", "/insights", "/rhythm"] as const;

export function matchesRoute(pathname: string, routes: readonly string[]): boolean {
  return routes.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

/** The login screen, coming back to `returnTo`; `ended` has it say calmly that this device's session ended. */
export function loginPath(returnTo: string, { ended = false } = {}): string {
  const path = safeReturnPath(returnTo);
  const query = [path === "/" ? "" : `callbackUrl=${encodeURIComponent(path)}`, ended ? "ended=1" : ""].filter(Boolean);
  return query.length > 0 ? `/login?${query.join("&")}` : "/login";
}

/** Where a deleted account's last page goes: the landing page, which then says what happened. */
export const ACCOUNT_DELETED_PATH = "/?deleted=1";
