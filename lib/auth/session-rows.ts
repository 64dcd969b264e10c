import "server-only";
import { headers } from "next/headers";
import { createUserSession, deleteDeadUserSessions, endUserSession, touchUserSession, type SessionEndReason } from "@/lib/data/sessions";
import { clientIp } from "./client-ip";
import { deviceWords } from "./device-words";
import { sessionRowCutoffs } from "./idle";
import { coarseAddress, recordSecurityEvent, type SecurityEventKind } from "./security-events";

/** The event each way a session can end is recorded as. */
const END_EVENTS: Record<SessionEndReason, SecurityEventKind> = {
  signed_out: "logged_out",
  ended_elsewhere: "session_ended",
  idle: "session_idle",
  password_changed: "sessions_ended_password",
};

/**
 * The headers of the request being served. next-auth's callbacks are not given the request, so
 * they are read from Next's request scope; called outside one (next-auth's handlers driven
 * directly, as tests do) the session is still made, only without a browser or address to name.
 */
async function requestHeaders(): Promise<Headers> {
  try {
    return await headers();
  } catch {
    return new Headers();
  }
}

/**
 * Starts the row of a session being signed in on this request: the browser in words and the
 * coarse address. The same sign-in deletes this person's rows that stopped counting more than the
 * retention period ago: one delete on the user's index, off the per-request path, and a failure
 * of it never stops the sign-in (the rows wait for the next one).
 */
export async function startSessionRow(userId: string, rememberMe: boolean): Promise<string> {
  const sent = await requestHeaders();
  const [id] = await Promise.all([
    createUserSession({ userId, rememberMe, device: deviceWords(sent.get("user-agent")), address: coarseAddress(clientIp(sent)) }),
    deleteDeadUserSessions(userId, sessionRowCutoffs(new Date())).catch((error: unknown) =>
      console.error("[auth] could not delete session rows past keeping; the next sign-in tries again", error),
    ),
  ]);
  return id;
}

/**
 * Ends one session and records why in the account history, once: of two requests racing to end
 * the same session, only the one that closed the row records it.
 */
export async function endSessionRow(userId: string, sessionId: string, reason: SessionEndReason): Promise<boolean> {
  const ended = await endUserSession(userId, sessionId, reason);
  if (ended) await recordSecurityEvent(userId, END_EVENTS[reason], clientIp(await requestHeaders()));
  return ended;
}

/** Writes a session's last use; a failure only leaves it a few minutes older. */
export async function touchSessionRow(sessionId: string, at: Date): Promise<void> {
  await touchUserSession(sessionId, at).catch((error: unknown) => console.error("[auth] could not note the session's last use", error));
}
