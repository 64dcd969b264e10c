// Session-token claims and their rules. No database and no Node-only imports: proxy.ts uses this.

/** Remember me checked: a persistent cookie for 30 days. */
export const REMEMBER_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Remember me unchecked: a browser-session cookie, and the token itself dies after a day. */
export const SESSION_ONLY_MAX_AGE_SECONDS = 24 * 60 * 60;

export const SESSION_COOKIE = "authjs.session-token";
export const SECURE_SESSION_COOKIE = "__Secure-authjs.session-token";

/** Both names next-auth may give the session cookie (the secure one on https). */
export const SESSION_COOKIE_NAMES = [SECURE_SESSION_COOKIE, SESSION_COOKIE] as const;

/** What the app keeps in the JWT next to next-auth's own fields. */
export type SessionClaims = {
  /** user id */
  uid: string;
  /** session version at login; must equal the user's current one */
  sv: number;
  /** this session's row in user_sessions; an ended row refuses the token */
  sid: string;
  /** report complete: lets proxy.ts route without a database */
  rc: boolean;
  /** remember me */
  rm: boolean;
  /** login time, seconds since the epoch */
  lat: number;
};

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The app's claims from a decoded token, or null when missing, malformed or past their life.
 * A token without a session id was made before sessions had rows: it is refused, so every
 * session from then on can be listed and ended (a person signs in once more).
 */
export function readClaims(token: unknown, nowSeconds = Math.floor(Date.now() / 1000)): SessionClaims | null {
  if (!token || typeof token !== "object") return null;
  const t = token as Record<string, unknown>;
  if (typeof t.uid !== "string" || typeof t.sv !== "number" || typeof t.lat !== "number") return null;
  if (typeof t.sid !== "string" || !SESSION_ID.test(t.sid)) return null;
  const rm = t.rm === true;
  const maxAge = rm ? REMEMBER_MAX_AGE_SECONDS : SESSION_ONLY_MAX_AGE_SECONDS;
  if (nowSeconds - t.lat > maxAge || t.lat > nowSeconds + 60) return null;
  return { uid: t.uid, sv: t.sv, sid: t.sid, rc: t.rc === true, rm, lat: t.lat };
}
