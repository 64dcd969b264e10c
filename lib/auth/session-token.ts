import type { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { env } from "@/lib/env";
import { readClaims, SECURE_SESSION_COOKIE, SESSION_COOKIE, type SessionClaims } from "./claims";

/** Both names next-auth may use for the session cookie (the secure one on https). */
export const SESSION_COOKIE_NAMES = [SECURE_SESSION_COOKIE, SESSION_COOKIE] as const;

/**
 * The app's claims from the request's session cookie, and which cookie held them; null when
 * there is none or it does not decode. No database: proxy.ts uses this.
 */
export async function readSessionToken(request: NextRequest): Promise<{ claims: SessionClaims; cookieName: string } | null> {
  const secret = env().AUTH_SECRET;
  if (!secret) return null;
  for (const cookieName of SESSION_COOKIE_NAMES) {
    if (!request.cookies.has(cookieName)) continue;
    const claims = readClaims(await getToken({ req: request, secret, cookieName, salt: cookieName }));
    if (claims) return { claims, cookieName };
  }
  return null;
}
