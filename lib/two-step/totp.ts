import { Secret, TOTP } from "otpauth";
import { BRAND } from "@/lib/brand";

// RFC 6238 as every authenticator app reads it by default: SHA-1, six digits, 30-second steps.
const PERIOD_SECONDS = 30;
/** Codes one step either side of now are accepted: a phone's clock a little off, or a code typed as it turned over. */
const TOTP_WINDOW_STEPS = 1;

function totpFor(secretBase32: string, label = ""): TOTP {
  return new TOTP({ issuer: BRAND.name, label, algorithm: "SHA1", digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** A fresh 160-bit secret (RFC 4226's recommended size), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address a QR code carries: the app, the person's email and the secret. */
export function totpUri(secretBase32: string, email: string): string {
  return totpFor(secretBase32, email).toString();
}

/** The secret in groups of four, easier to type into an app by hand. */
export function groupedSecret(secretBase32: string): string {
  return secretBase32.replace(/(.{4})(?=.)/g, "$1 ");
}

/** Only digits are kept: "123 456" and "123-456" are the code 123456. */
function normalizeTotpCode(code: string): string {
  return code.replace(/[\s-]/g, "");
}

export type TotpCheck = { ok: true; step: number } | { ok: false };

/**
 * Checks a six-digit code against the secret at `now`, one step either side. A code whose step
 * is not after `lastUsedStep` is refused, so a code seen over someone's shoulder cannot be used
 * again within its window. On success, `step` is to be stored as the new last used step.
 */
export function checkTotpCode(secretBase32: string, code: string, lastUsedStep: number | null, now = Date.now()): TotpCheck {
  const token = normalizeTotpCode(code);
  if (!/^\d{6}$/.test(token)) return { ok: false };
  const totp = totpFor(secretBase32);
  const delta = totp.validate({ token, timestamp: now, window: TOTP_WINDOW_STEPS });
  if (delta === null) return { ok: false };
  const step = totp.counter({ timestamp: now }) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return { ok: false };
  return { ok: true, step };
}
