import "server-only";
import { hash, verify } from "@node-rs/argon2";
import { COMMON_PASSWORDS } from "@/content/common-passwords";

// OWASP's argon2id baseline: 19 MiB, two passes, one lane. ~7 ms here, off the event loop.
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** True when the password matches; false for a malformed hash instead of throwing. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Checks a password as typed (docs/decisions/0023-passwords-hashed-as-typed.md). Hashes made before that change were of the trimmed
 * password, so the trimmed form is tried second and `rehash` says the stored hash should be
 * replaced by one of the typed password.
 */
export async function checkPassword(passwordHash: string, typed: string): Promise<{ valid: boolean; rehash: boolean }> {
  if (await verifyPassword(passwordHash, typed)) return { valid: true, rehash: false };
  const trimmed = typed.trim();
  if (trimmed !== typed && (await verifyPassword(passwordHash, trimmed))) return { valid: true, rehash: true };
  return { valid: false, rehash: false };
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check, so a login for an unknown email takes about as long
 * as one with a wrong password and the two cannot be told apart by timing.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("timing-equaliser-not-a-password");
  await verifyPassword(await dummyHash, password);
}

let common: Set<string> | undefined;

/** One of the few thousand most used passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split("\n").filter(Boolean));
  return common.has(password.trim().toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = "This password is too common";
