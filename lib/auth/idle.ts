// How long a signed-in session may go unused, and how long its row is kept once it no longer counts
// (docs/decisions/0038-sessions-you-can-see-and-end.md). Pure rules, so tests can move the clock;
// the session's row in user_sessions holds its last use.

import { REMEMBER_MAX_AGE_SECONDS, SESSION_ONLY_MAX_AGE_SECONDS } from "./claims";

const HOUR_MS = 60 * 60 * 1000;

/** "Remember me" on: a session unused for 30 days ends. */
export const REMEMBERED_IDLE_MS = 30 * 24 * HOUR_MS;
/** "Remember me" off: a session unused for 12 hours ends. */
export const SESSION_ONLY_IDLE_MS = 12 * HOUR_MS;
/**
 * Last use is written at most this often per session: a write on every request would cost more
 * than the read it rides on. So "idle" is measured to within these five minutes.
 */
export const LAST_SEEN_STEP_MS = 5 * 60 * 1000;

/** True when a session last used at `lastSeenAt` has been unused too long to count. */
export function isIdle(lastSeenAt: Date, rememberMe: boolean, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() > (rememberMe ? REMEMBERED_IDLE_MS : SESSION_ONLY_IDLE_MS);
}

/** True when the session's last use is old enough to be written again. */
export function lastSeenDue(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_STEP_MS;
}

/** A session's row is deleted once it has not counted for this long (the export lists it until then). */
const ENDED_SESSION_RETENTION_MS = 90 * 24 * HOUR_MS;

/** Per kind of session: a row last used, or signed in, before these instants stopped counting more than the retention period ago. */
type DeadSince = { lastSeenBefore: Date; createdBefore: Date };
export type SessionRowCutoffs = { endedBefore: Date; remembered: DeadSince; sessionOnly: DeadSince };

/**
 * When a session row is past keeping: ended more than the retention period ago, or never ended
 * but dead as long, by going unused past its idle limit or by outliving its token (whichever came first).
 */
export function sessionRowCutoffs(now: Date): SessionRowCutoffs {
  const cutoff = now.getTime() - ENDED_SESSION_RETENTION_MS;
  const deadSince = (idleMs: number, tokenSeconds: number): DeadSince => ({
    lastSeenBefore: new Date(cutoff - idleMs),
    createdBefore: new Date(cutoff - tokenSeconds * 1000),
  });
  return {
    endedBefore: new Date(cutoff),
    remembered: deadSince(REMEMBERED_IDLE_MS, REMEMBER_MAX_AGE_SECONDS),
    sessionOnly: deadSince(SESSION_ONLY_IDLE_MS, SESSION_ONLY_MAX_AGE_SECONDS),
  };
}
