import "server-only";
import { AuthError } from "next-auth";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { signIn } from "@/lib/auth";
import { waitMessage } from "@/lib/auth/rate-limit";
import { applySessionPersistence } from "@/lib/auth/session-cookie";
import { InvalidSecondStep, SecondStepExpired, SecondStepRateLimited } from "@/lib/auth/two-step-errors";
import { getTwoStepState } from "@/lib/data/two-step";
import { invalidInput } from "@/lib/validations/result";
import { secondStepSchema } from "@/lib/validations/two-step";
import { passkeyLoginOptions } from "./passkeys";
import { endPendingLogin, readPendingLogin, rememberLoginChallenge } from "./pending-cookie";

export const PENDING_EXPIRED = "Signing in took longer than five minutes, so it has been stopped. Please log in again.";
const WRONG = {
  totp: "That code did not match. Please try the newest code from your app.",
  recovery: "That recovery code did not match, or it has been used already.",
  passkey: "The passkey did not match. Please try again, or use another way.",
} as const;

/** Finishes a login with its second step; the session starts only here (docs/decisions/0039-two-step-sign-in.md). */
export async function finishLogin(input: unknown): Promise<ActionResult<null>> {
  const parsed = secondStepSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const pending = await readPendingLogin();
  if (!pending) return fail(401, PENDING_EXPIRED);
  const answer = parsed.data;
  try {
    await signIn("two-step", { ...answer, redirect: false });
  } catch (error) {
    if (error instanceof SecondStepRateLimited) return fail(429, waitMessage(error.retryAfterSeconds));
    if (error instanceof SecondStepExpired) return fail(401, PENDING_EXPIRED);
    const field = answer.method === "passkey" ? "form" : "code";
    if (error instanceof InvalidSecondStep || error instanceof AuthError) return fail(401, WRONG[answer.method], { [field]: [WRONG[answer.method]] });
    throw error;
  }
  await applySessionPersistence(pending.rm);
  await endPendingLogin();
  return ok(null);
}

/** A passkey challenge for the pending login, kept in it; null options when there is no pending login or no passkey. */
export async function startPasskeyLogin(): Promise<ActionResult<{ options: Awaited<ReturnType<typeof passkeyLoginOptions>> }>> {
  const pending = await readPendingLogin();
  if (!pending) return fail(401, PENDING_EXPIRED);
  const { passkeys } = await getTwoStepState(pending.uid);
  if (passkeys.length === 0) return fail(409, "There is no passkey on this account. Please use your app or a recovery code.");
  const options = await passkeyLoginOptions(passkeys);
  await rememberLoginChallenge(pending, options.challenge);
  return ok({ options });
}

/** Gives up on the pending login (Use another account / Cancel). */
export async function cancelLogin(): Promise<void> {
  await endPendingLogin();
}
