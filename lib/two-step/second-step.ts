import "server-only";
import { recordSecurityEvent } from "@/lib/auth/security-events";
import { claimAttemptSlot, clearRateLimit, type DelayPolicy } from "@/lib/data/rate-limits";
import { claimTotpStep, getTotpSecret, spendRecoveryCode } from "@/lib/data/two-step";
import type { SecondStepAnswer } from "@/lib/validations/two-step";
import type { PendingLogin } from "./pending-login";
import { hashRecoveryCode, looksLikeRecoveryCode } from "./recovery-codes";
import { checkTotpCode } from "./totp";
import { verifyPasskeyLogin } from "./passkeys";

// Wrong second steps are slowed as wrong passwords are (lib/auth/rate-limit.ts): a few go
// straight through, then each waits after the one before, doubling to a minute. Counted per
// person, so however many pending logins a password guesser makes, the codes are tried slowly.
const SECOND_STEP_DELAYS = { freeAttempts: 5, firstDelayMs: 1000, maxDelayMs: 60_000, forgetAfterMs: 60 * 60_000 } as const satisfies DelayPolicy;

const attemptsKey = (userId: string) => `twoStep:${userId}`;

export type SecondStepCheck = { ok: true } | { ok: false; reason: "invalid" } | { ok: false; reason: "rate_limited"; retryAfterSeconds: number };

async function answerIsRight(pending: PendingLogin, answer: SecondStepAnswer): Promise<boolean> {
  if (answer.method === "totp") {
    const totp = await getTotpSecret(pending.uid);
    if (!totp?.confirmed) return false;
    const check = checkTotpCode(totp.secret, answer.code, totp.lastUsedStep);
    return check.ok && (await claimTotpStep(pending.uid, check.step));
  }
  if (answer.method === "recovery") {
    return looksLikeRecoveryCode(answer.code) && (await spendRecoveryCode(pending.uid, hashRecoveryCode(answer.code)));
  }
  return pending.challenge ? verifyPasskeyLogin(pending.uid, pending.challenge, answer.response) : false;
}

/**
 * Checks the second step of a pending login. The attempt is counted before the answer is
 * checked, as for passwords; a right answer forgets the count. A used recovery code is recorded.
 */
export async function checkSecondStep(pending: PendingLogin, answer: SecondStepAnswer, ip: string): Promise<SecondStepCheck> {
  const slot = await claimAttemptSlot(attemptsKey(pending.uid), SECOND_STEP_DELAYS);
  if (!slot.allowed) return { ok: false, reason: "rate_limited", retryAfterSeconds: slot.retryAfterSeconds };
  if (!(await answerIsRight(pending, answer))) return { ok: false, reason: "invalid" };
  await clearRateLimit(attemptsKey(pending.uid));
  if (answer.method === "recovery") await recordSecurityEvent(pending.uid, "recovery_code_used", ip);
  return { ok: true };
}
