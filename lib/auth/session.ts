import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import { auth } from "./index";
import type { SessionClaims } from "./claims";
import { getUserById, type User } from "@/lib/data/users";
import { hasCompleteReport } from "@/lib/data/assessments";
import { loginPath } from "@/lib/navigation";

export type CurrentUser = { user: User; claims: SessionClaims };
type SessionState = { current: CurrentUser | null; stale: boolean };

/**
 * The session checked against the database on every request. `stale` means the browser holds a
 * well-formed token that no longer counts (logged out elsewhere, password changed, user gone):
 * proxy.ts would still treat it as signed in, so pages send it to be cleared.
 */
export const getSessionState = cache(async (): Promise<SessionState> => {
  const claims = (await auth())?.claims;
  if (!claims) return { current: null, stale: false };
  const user = await getUserById(claims.uid);
  if (!user || user.sessionVersion !== claims.sv) return { current: null, stale: true };
  return { current: { user, claims }, stale: false };
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
  redirect(stale ? clearSessionPath(loginPath(returnTo)) : loginPath(returnTo));
}

/** For pages of group B: a signed-in user whose report is complete (read from the database). */
export async function requireUserWithReport(returnTo: string): Promise<CurrentUser> {
  const current = await requireUser(returnTo);
  if (!(await hasCompleteReport(current.user.id))) redirect("/questions/onboarding");
  return current;
}
