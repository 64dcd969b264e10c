import "server-only";
import { headers } from "next/headers";
import { env } from "@/lib/env";
import { openHandoff, SESSION_HANDOFF_HEADER } from "./session-handoff";
import { readSessionCookie, type SessionToken } from "./session-token";

/**
 * The session token of the request being served: what proxy.ts already decoded when it handed it
 * over, else the cookie decoded here. Never writes a cookie (a read is only a read).
 */
export async function requestSessionToken(): Promise<SessionToken | null> {
  const requestHeaders = await headers();
  const secret = env().AUTH_SECRET;
  const handed = openHandoff(requestHeaders.get(SESSION_HANDOFF_HEADER), secret);
  return handed !== undefined ? handed : readSessionCookie(requestHeaders.get("cookie"), secret);
}
