import "server-only";
import { AuthError } from "next-auth";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { signIn } from "@/lib/auth";
import { waitMessage } from "@/lib/auth/rate-limit";
import { applySessionPersistence } from "@/lib/auth/session-cookie";
import { AppCodesPaused, InvalidSecondStep, SecondStepExpired, SecondStepRateLimited, SecondStepStopped } from "@/lib/auth/two-step-errors";
import { setPendingChallenge } from "@/lib/data/pending-logins";
import { getTwoStepState } from "@/lib/data/two-step";
import { invalidInput } from "@/lib/validations/result";
import { secondStepSchema } from "@/lib/validations/two-step";
import { passkeyLoginOptions } from "./passkeys";
import { endPendingLogin, readPendingLogin } from "./pending-cookie";

export const PENDING_EXPIRED = "Signing in took longer than five minutes, so it has been stopped. Please log in again.";
export const PENDING_STOPPED =
  "That code did not match either. After 10 tries this sign-in has been stopped; you will find a note of it under Recent activity. Please log in with your password again.";
export const NO_PASSKEY = "There is no passkey on this account. Please use your app or a recovery code.";
export const CODES_PAUSED =
  "Codes from your authenticator app are paused for a day, after 30 that did not match. Please use your passkey or a recovery code instead, or choose a new password.";
export const WRONG_SECOND_STEP = {
  totp: "That code did not match. Please try the newest code from your app.",
  recovery: "That recovery code did not match, or it has been used already.",
  passkey: "The passkey did not match. Please try again, or use another way.",
} as const;

/**
 * A pending sign-in that can no longer be finished (past its five minutes, stopped, or already
 * used) answers 410, apart from a wrong answer's 401: only the password starts it again.
 */
const ENDED = 410;

/** Finishes a login with its second step; the session starts only here (docs/decisions/0039-two-step-sign-in.md). */
export async function finishLogin(input: unknown): Promise<ActionResult<null>> {
  const parsed = secondStepSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const pending = await readPendingLogin();
  if (!pending) return fail(ENDED, PENDING_EXPIRED);
  const answer = parsed.data;
  try {
    await signIn("two-step", { ...answer, redirect: false });
  } catch (error) {
    if (error instanceof SecondStepRateLimited) return fail(429, waitMessage(error.retryAfterSeconds));
    if (error instanceof SecondStepExpired) return fail(ENDED, PENDING_EXPIRED);
    // The cookie stays: /login/verify, drawn again after this answer, reads from its row that it was stopped.
    if (error instanceof SecondStepStopped) return fail(ENDED, PENDING_STOPPED);
    if (error instanceof AppCodesPaused) return fail(429, CODES_PAUSED, { code: [CODES_PAUSED] });
    const field = answer.method === "passkey" ? "form" : "code";
    if (error instanceof InvalidSecondStep || error instanceof AuthError)
      return fail(401, WRONG_SECOND_STEP[answer.method], { [field]: [WRONG_SECOND_STEP[answer.method]] });
    throw error;
  }
  await applySessionPersistence(pending.rm);
  await endPendingLogin();
  return ok(null);
}

/** A passkey challenge for the pending login, kept in its row until an answer to it is checked. */
export async function startPasskeyLogin(): Promise<ActionResult<{ options: Awaited<ReturnType<typeof passkeyLoginOptions>> }>> {
  const pending = await readPendingLogin();
  if (!pending) return fail(ENDED, PENDING_EXPIRED);
  const { passkeys } = await getTwoStepState(pending.uid);
  if (passkeys.length === 0) return fail(409, NO_PASSKEY);
  const options = await passkeyLoginOptions(passkeys);
  if (!(await setPendingChallenge(pending.pid, pending.uid, options.challenge))) return fail(ENDED, PENDING_EXPIRED);
  return ok({ options });
}

/** Gives up on the pending login (Use another account / Cancel): its row ends too. */
export async function cancelLogin(): Promise<void> {
  await endPendingLogin((await readPendingLogin()) ?? undefined);
}
