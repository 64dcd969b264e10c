import "server-only";
import { checkPassword } from "@/lib/auth/password";
import type { User } from "@/lib/data/users";

/** An account without a password confirms deletion by having signed in this recently. */
export const FRESH_SIGN_IN_SECONDS = 10 * 60;

export const DELETE_CONFIRMATION_WRONG = "That does not match. Nothing was deleted.";
export const DELETE_NEEDS_FRESH_SIGN_IN = "For your safety, please log out, sign in again, and delete your account within 10 minutes. Nothing was deleted.";

/**
 * Whether the signed-in person really means it: their password as typed (an old trimmed hash
 * counts too), or, with no password (social sign-in only), a sign-in within the last 10 minutes.
 * Typing an email proves nothing: anyone at an unlocked screen can read it off the page.
 */
export async function deletionConfirmed(
  user: Pick<User, "passwordHash">,
  signedInAtSeconds: number,
  confirmation: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<{ ok: true } | { ok: false; message: string }> {
  if (user.passwordHash) {
    const { valid } = await checkPassword(user.passwordHash, confirmation);
    return valid ? { ok: true } : { ok: false, message: DELETE_CONFIRMATION_WRONG };
  }
  const age = nowSeconds - signedInAtSeconds;
  return age >= 0 && age <= FRESH_SIGN_IN_SECONDS ? { ok: true } : { ok: false, message: DELETE_NEEDS_FRESH_SIGN_IN };
}
