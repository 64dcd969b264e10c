import "server-only";
import { hasTwoStep } from "@/lib/data/two-step";
import { getUserByEmail, updatePasswordHashOnly, type User } from "@/lib/data/users";
import { burnPasswordCheck, checkPassword, hashPassword } from "./password";
import { clearLoginFailures, countLoginAttempt } from "./rate-limit";
import { recordSecurityEvent } from "./security-events";

export type LoginCheck =
  { ok: true; user: User; twoStep: boolean } | { ok: false; reason: "invalid" } | { ok: false; reason: "rate_limited"; retryAfterSeconds: number };

/**
 * One password attempt (a signup's first sign-in records `signed_up` instead of a login) for an email from an address. The attempt is counted (atomically) before
 * the password is checked, so a burst of parallel guesses gets at most the free attempts of real
 * answers, and then one per growing wait (lib/auth/rate-limit.ts).
 */
export async function checkLogin(email: string, password: string, ip: string, event: "login_succeeded" | "signed_up" = "login_succeeded"): Promise<LoginCheck> {
  const attempt = await countLoginAttempt(ip, email);
  const user = await getUserByEmail(email);
  if (attempt.limited) return { ok: false, reason: "rate_limited", retryAfterSeconds: attempt.retryAfterSeconds };
  const check = user?.passwordHash
    ? await checkPassword(user.passwordHash, password)
    : await burnPasswordCheck(password).then(() => ({ valid: false, rehash: false }));
  if (!user || !check.valid) {
    if (user) await recordSecurityEvent(user.id, "login_failed", ip);
    if (user && attempt.delaysStart) await recordSecurityEvent(user.id, "login_locked", ip);
    return { ok: false, reason: "invalid" };
  }
  // An old hash of the trimmed password (docs/decisions/0023-passwords-hashed-as-typed.md) is replaced by one of the password as typed.
  if (check.rehash) await updatePasswordHashOnly(user.id, await hashPassword(password));
  await clearLoginFailures(ip, email);
  // With two-step sign-in on, a right password is not yet a login (docs/decisions/0039-two-step-sign-in.md).
  const twoStep = await hasTwoStep(user.id);
  await recordSecurityEvent(user.id, twoStep ? "second_step_asked" : event, ip);
  return { ok: true, user, twoStep };
}
