import "server-only";
import { insertSecurityEvent } from "@/lib/data/security-events";

export const SECURITY_EVENT_LABELS = {
  signed_up: "Account created",
  login_succeeded: "Logged in",
  logged_out: "Logged out",
  session_ended: "Another device signed out from this profile",
  sessions_ended_others: "All other devices signed out from this profile",
  session_idle: "Signed out after a while unused",
  sessions_ended_password: "Every device signed out after the password changed",
  login_failed: "Wrong password entered",
  login_locked: "Logins slowed after several wrong passwords",
  reset_requested: "Password reset requested",
  reset_used: "Password reset with an emailed link",
  password_changed: "Password changed",
  provider_connected: "Sign-in provider connected",
  provider_removed: "Sign-in provider removed",
  provider_login: "Logged in with a sign-in provider",
  data_exported: "Data downloaded",
  account_deleted: "Account deleted",
  two_step_on: "Two-step sign-in turned on",
  two_step_off: "Two-step sign-in turned off",
  passkey_added: "Passkey added",
  recovery_codes_renewed: "New recovery codes made",
  recovery_code_used: "Recovery code used to log in",
  second_step_asked: "Right password entered; second step asked",
  second_step_stopped: "A sign-in stopped after 10 codes that did not match",
  second_step_codes_paused: "Codes from the authenticator app paused for a day after 30 that did not match",
} as const;

export type SecurityEventKind = keyof typeof SECURITY_EVENT_LABELS;

/** An address cut down to its network (IPv4 /24, IPv6 /48): where roughly, never who exactly. */
export function coarseAddress(address: string): string {
  // An IPv4 client of a dual-stack socket is named "::ffff:192.0.2.7": it is that IPv4 address.
  const ip = address.replace(/^::ffff:(?=\d{1,3}(\.\d{1,3}){3}$)/i, "");
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(ip)) return `${ip.split(".").slice(0, 3).join(".")}.0/24`;
  if (ip.includes(":")) return `${ip.split(":").slice(0, 3).join(":")}::/48`;
  return ip.slice(0, 32);
}

/**
 * Records one security event: a row in the user's history and one structured log line. Only
 * the user, kind, time and a coarse address: no password, token or mail body ever goes here.
 * A failure to record never breaks the action it describes.
 */
export async function recordSecurityEvent(userId: string, kind: SecurityEventKind, ip: string): Promise<void> {
  const address = coarseAddress(ip);
  const at = new Date();
  console.info(JSON.stringify({ event: "security", kind, userId, address, at: at.toISOString() }));
  try {
    await insertSecurityEvent({ userId, kind, address, at });
  } catch (error) {
    console.error("[security] could not record event", kind, error);
  }
}
