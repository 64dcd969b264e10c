import "server-only";
import { cookies } from "next/headers";
import type { NextResponse } from "next/server";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE_NAMES } from "./claims";

/**
 * Sent when a session ends (logout, deletion, a dropped stale cookie): the browser forgets this
 * site's storage (questionnaire drafts, cached answers) and cache, so the next person on a shared
 * device sees nothing. Cookies are cleared by name, not here, so other cookies stay.
 */
export const CLEAR_SITE_DATA = '"cache", "storage"';

/** Ends a session that no longer counts: its cookie, and the site's storage with it. */
export function dropSessionCookies(response: NextResponse): void {
  for (const name of SESSION_COOKIE_NAMES) {
    response.cookies.set(name, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure: name === SECURE_SESSION_COOKIE });
  }
  response.headers.set("Clear-Site-Data", CLEAR_SITE_DATA);
}

/**
 * next-auth writes every session cookie with a 30-day expiry. Without "Remember me" the cookie
 * is re-written without one, so it ends with the browser (the token itself also dies in a day).
 */
export async function applySessionPersistence(rememberMe: boolean): Promise<void> {
  if (rememberMe) return;
  const jar = await cookies();
  for (const name of SESSION_COOKIE_NAMES) {
    const cookie = jar.get(name);
    if (!cookie?.value) continue;
    jar.set(name, cookie.value, { httpOnly: true, sameSite: "lax", path: "/", secure: name === SECURE_SESSION_COOKIE });
  }
}
