import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import { requestSessionClaims } from "./request-session";
import type { SessionClaims } from "./claims";
import { getSessionUser } from "@/lib/data/sessions";
import type { User } from "@/lib/data/users";
import { isIdle, lastSeenDue } from "./idle";
import { endSessionRow, touchSessionRow } from "./session-rows";
import { hasCompleteReport } from "@/lib/data/assessments";
import { loginPath } from "@/lib/navigation";

export type CurrentUser = { user: User; claims: SessionClaims };
type SessionState = { current: CurrentUser | null; stale: boolean };

/**
 * The session checked against the database on every request, in the one statement that reads the
 * user (lib/data/sessions.ts). `stale` means the browser holds a well-formed token that no longer
 * counts (logged out, ended from another device, unused too long, password changed, user gone):
 * proxy.ts would still treat it as signed in, so pages send it to be cleared.
 */
export const getSessionState = cache(async (): Promise<SessionState> => {
  // next-auth's decode rather than auth(): auth() also re-encrypts the token and builds a cookie on every read.
  const claims = await requestSessionClaims();
  if (!claims) return { current: null, stale: false };
  const found = await getSessionUser(claims.uid, claims.sid);
  if (!found || found.user.sessionVersion !== claims.sv) return { current: null, stale: true };
  const now = new Date();
  if (isIdle(found.lastSeenAt, found.rememberMe, now)) {
    await endSessionRow(claims.uid, claims.sid, "idle");
    return { current: null, stale: true };
  }
  if (lastSeenDue(found.lastSeenAt, now)) await touchSessionRow(claims.sid, now);
  return { current: { user: found.user, claims }, stale: false };
});

/** The signed-in user, or null. */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  return (await getSessionState()).current;
}

/** Where a stale cookie is dropped before going on to `next`. */
export function clearSessionPath(next: string): string {
  return `/api/user/auth/clear-session?next=${encodeURIComponent(next)}`;
}

/** For pages of group A: a signed-in user, else /login with a way back here. */
export async function requireUser(returnTo: string): Promise<CurrentUser> {
  const { current, stale } = await getSessionState();
  if (current) return current;
  redirect(stale ? clearSessionPath(loginPath(returnTo, { ended: true })) : loginPath(returnTo));
}

/** Where the session's claims are re-read from the database before going on to `next`. */
function syncClaimsPath(next: string): string {
  return `/api/user/auth/sync?next=${encodeURIComponent(next)}`;
}

/**
 * Sends the user to `target` because the database says the report is (or is not) complete.
 * proxy.ts only acts on a "complete" claim (it sends it away from onboarding), so only that
 * claim, when stale, could bounce a user back: it is re-issued on the way. Otherwise one redirect.
 */
export function redirectForReport(current: CurrentUser, reportComplete: boolean, target: string): never {
  redirect(!reportComplete && current.claims.rc ? syncClaimsPath(target) : target);
}

/** Where "Continue the questions" leads: the onboarding questions, whose saved draft resumes where the person stopped. */
const QUESTIONS_PATH = "/questions/onboarding";

/** A signed-in user and whether their report is complete; without one, where to continue the questions. */
export type ReportGate = CurrentUser & ({ reportReady: true } | { reportReady: false; continueHref: string });

/**
 * For pages of group B: a signed-in user, and whether their report is complete (read from the
 * database). Without one the page says why and offers `continueHref` instead of sending the person
 * away (docs/decisions/0042-the-app-opens-before-the-questions.md). A stale "complete" claim would
 * have proxy.ts send the questions back here, so the way there re-issues it first.
 */
export async function requireUserAndReport(returnTo: string): Promise<ReportGate> {
  const current = await requireUser(returnTo);
  if (await hasCompleteReport(current.user.id)) return { ...current, reportReady: true };
  return { ...current, reportReady: false, continueHref: current.claims.rc ? syncClaimsPath(QUESTIONS_PATH) : QUESTIONS_PATH };
}

/** True when the token still says "no report" though the database has one: it wants refreshing. */
export async function reportClaimIsStale(): Promise<boolean> {
  const current = await getCurrentUser();
  return Boolean(current && !current.claims.rc && (await hasCompleteReport(current.user.id)));
}
