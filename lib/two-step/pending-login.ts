import { decode, encode } from "next-auth/jwt";
import { authSecrets } from "@/lib/env";

// Between a right password and the second step, the browser holds only this: an encrypted,
// signed note (next-auth's JWE under AUTH_SECRET, with its own salt so it can never pass for a
// session token) naming the pending sign-in's row, the user, their session version and when it
// ends. It is no session: nothing reads it but the second step, which checks it again against the
// database, where the row makes it single use (docs/decisions/0039-two-step-sign-in.md). Adding a
// passkey keeps its challenge in a note of the same kind, under another salt.

export const PENDING_LOGIN_COOKIE = "jtp.two-step";
export const PASSKEY_SETUP_COOKIE = "jtp.passkey-setup";
/** Five minutes to give the code or use the passkey; after that, the password again. */
export const PENDING_LOGIN_SECONDS = 5 * 60;

const SALTS = { [PENDING_LOGIN_COOKIE]: "jtp.two-step.pending-login", [PASSKEY_SETUP_COOKIE]: "jtp.two-step.passkey-setup" } as const;
type NoteName = keyof typeof SALTS;

export type PendingLogin = {
  /** the pending sign-in's row (lib/data/pending-logins.ts); absent in the passkey setup note */
  pid?: string;
  /** the user whose password was right */
  uid: string;
  /** their session version then: a password change or a logout everywhere ends the pending login too */
  sv: number;
  /** Remember me, as ticked on the password form */
  rm: boolean;
  /** when it ends, seconds since the epoch */
  until: number;
  /** the WebAuthn challenge of a passkey being added (a login's challenge is kept in its row) */
  challenge?: string;
};

/** A note's cookie value, ending PENDING_LOGIN_SECONDS after `now` unless it carries its own `until`. */
export async function sealNote(name: NoteName, note: Omit<PendingLogin, "until"> & { until?: number }, now = Date.now()): Promise<string> {
  const nowSeconds = Math.floor(now / 1000);
  const until = note.until ?? nowSeconds + PENDING_LOGIN_SECONDS;
  return encode({ token: { ...note, until }, secret: authSecrets(), salt: SALTS[name], maxAge: Math.max(1, until - nowSeconds) });
}

/** The note in a cookie value; null when missing, forged, from another secret or past its five minutes. */
export async function openNote(name: NoteName, value: string | undefined, now = Date.now()): Promise<PendingLogin | null> {
  if (!value || authSecrets().length === 0) return null;
  const payload = await decode({ token: value, secret: authSecrets(), salt: SALTS[name] }).catch(() => null);
  if (!payload) return null;
  const { pid, uid, sv, rm, until, challenge } = payload as Record<string, unknown>;
  if (typeof uid !== "string" || typeof sv !== "number" || typeof until !== "number") return null;
  if (Math.floor(now / 1000) >= until) return null;
  return { ...(typeof pid === "string" ? { pid } : {}), uid, sv, rm: rm === true, until, ...(typeof challenge === "string" ? { challenge } : {}) };
}

/** A cookie's value in a Cookie header, or undefined. */
export function cookieFromHeader(cookieHeader: string | null, name: string): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}
