import "server-only";
import { recordSecurityEvent } from "@/lib/auth/security-events";
import { claimPendingCheck, CHECKS_PER_PENDING_LOGIN, endPendingLoginRow } from "@/lib/data/pending-logins";
import { claimAttemptSlot, clearRateLimit, hitRateLimit, releaseRateLimitHit, type DelayPolicy } from "@/lib/data/rate-limits";
import { claimTotpStep, getTotpSecret, spendRecoveryCode } from "@/lib/data/two-step";
import type { SecondStepAnswer } from "@/lib/validations/two-step";
import { tellOwner } from "./owner-notice";
import type { PendingLogin } from "./pending-login";
import { hashRecoveryCode, looksLikeRecoveryCode } from "./recovery-codes";
import { checkTotpCode } from "./totp";
import { verifyPasskeyLogin } from "./passkeys";

// Wrong second steps are slowed as wrong passwords are (lib/auth/rate-limit.ts): one pending
// sign-in's worth go straight through, then each waits after the one before, doubling to a
// minute. Counted per person, so however many pending logins a password guesser makes, the
// answers are tried slowly.
const SECOND_STEP_DELAYS = {
  freeAttempts: CHECKS_PER_PENDING_LOGIN,
  firstDelayMs: 1000,
  maxDelayMs: 60_000,
  forgetAfterMs: 60 * 60_000,
} as const satisfies DelayPolicy;

/**
 * And capped: at most CHECKS_PER_PENDING_LOGIN answers per pending sign-in (then the password
 * again), and at most this many codes from the app checked per person in a day, whichever
 * pending sign-ins they come from. A six-digit code is the one answer small enough to guess;
 * a passkey or a recovery code still works when the app's codes are paused.
 */
const APP_CODES_PER_DAY = 30;
const DAY_MS = 24 * 3600_000;

const attemptsKey = (userId: string) => `twoStep:${userId}`;
const appCodesKey = (userId: string) => `twoStepCodesPerDay:${userId}`;

type Refusal = "invalid" | "stopped" | "gone" | "codes_paused";
export type SecondStepCheck = { ok: true } | { ok: false; reason: Refusal } | { ok: false; reason: "rate_limited"; retryAfterSeconds: number };

async function answerIsRight(uid: string, answer: SecondStepAnswer, challenge: string | null): Promise<boolean> {
  if (answer.method === "totp") {
    const totp = await getTotpSecret(uid);
    if (!totp?.confirmed) return false;
    const check = checkTotpCode(totp.secret, answer.code, totp.lastUsedStep);
    return check.ok && (await claimTotpStep(uid, check.step));
  }
  if (answer.method === "recovery") {
    return looksLikeRecoveryCode(answer.code) && (await spendRecoveryCode(uid, hashRecoveryCode(answer.code)));
  }
  return challenge ? verifyPasskeyLogin(uid, challenge, answer.response) : false;
}

/**
 * Checks the second step of a pending sign-in. Each answer claims one of the pending sign-in's
 * checks (and, for an app code, one of the day's) before it is checked, as passwords are counted;
 * a right answer ends the pending sign-in, so nothing opens it again. The owner is told at once
 * when a sign-in is stopped or the day's codes run out (./owner-notice.ts).
 */
export async function checkSecondStep(pending: PendingLogin & { pid: string }, answer: SecondStepAnswer, ip: string): Promise<SecondStepCheck> {
  const { uid, pid } = pending;
  const slot = await claimAttemptSlot(attemptsKey(uid), SECOND_STEP_DELAYS);
  if (!slot.allowed) return { ok: false, reason: "rate_limited", retryAfterSeconds: slot.retryAfterSeconds };
  const claimed = await claimPendingCheck(pid, uid);
  if (!claimed) return { ok: false, reason: "gone" };
  const appCode = answer.method === "totp";
  const today = appCode ? await hitRateLimit(appCodesKey(uid), APP_CODES_PER_DAY, DAY_MS) : null;
  if (today?.limited) return { ok: false, reason: "codes_paused" };
  if (!(await answerIsRight(uid, answer, claimed.challenge))) {
    if (today?.count === APP_CODES_PER_DAY) await tellOwner(uid, "second_step_codes_paused", ip);
    if (claimed.checks < CHECKS_PER_PENDING_LOGIN) return { ok: false, reason: "invalid" };
    await endPendingLoginRow(pid, uid, "too_many_codes");
    await tellOwner(uid, "second_step_stopped", ip);
    return { ok: false, reason: "stopped" };
  }
  // Of two right answers racing on one pending sign-in, only one makes a session.
  if (!(await endPendingLoginRow(pid, uid, "signed_in"))) return { ok: false, reason: "gone" };
  await Promise.all([clearRateLimit(attemptsKey(uid)), appCode ? releaseRateLimitHit(appCodesKey(uid)) : null]);
  if (answer.method === "recovery") await recordSecurityEvent(uid, "recovery_code_used", ip);
  return { ok: true };
}
