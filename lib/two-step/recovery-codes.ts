import { createHash, randomInt } from "node:crypto";

/** How many recovery codes a person gets each time they are made. */
export const RECOVERY_CODE_COUNT = 10;

// No 0/O, 1/I/L: a code written on paper reads back the same. 31 letters and digits, 10 of them:
// about 50 bits, enough for a one-time code that is also rate limited.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** Ten fresh codes, shown once; only their hashes are stored. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  return [...codes];
}

/** A code as typed, in the stored form: upper case, no spaces or dashes. */
function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, "");
}

/**
 * SHA-256 of the normalised code. A fast hash is enough here (unlike a password): each code is
 * 50 random bits made by the app, never chosen by a person, so there is no dictionary to try.
 */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
}

/** True for something shaped like a recovery code (10 letters and digits, a dash allowed). */
export function looksLikeRecoveryCode(code: string): boolean {
  return /^[A-Z0-9]{10}$/.test(normalizeRecoveryCode(code));
}
