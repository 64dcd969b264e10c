// How long a signed-in session may go unused (docs/decisions/0038-sessions-you-can-see-and-end.md).
// Pure rules, so tests can move the clock; the session's row in user_sessions holds its last use.

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
