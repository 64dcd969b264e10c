import "server-only";
import { getUserById } from "@/lib/data/users";
import { hasTwoStep } from "@/lib/data/two-step";
import { cookieFromHeader, openNote, PENDING_LOGIN_COOKIE } from "@/lib/two-step/pending-login";
import { checkSecondStep } from "@/lib/two-step/second-step";
import { secondStepSchema } from "@/lib/validations/two-step";
import { clientIp } from "./client-ip";
import { recordSecurityEvent } from "./security-events";
import { AppCodesPaused, InvalidSecondStep, SecondStepExpired, SecondStepRateLimited, SecondStepStopped } from "./two-step-errors";

function rateLimited(retryAfterSeconds: number): SecondStepRateLimited {
  const error = new SecondStepRateLimited();
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

const REFUSALS = { invalid: InvalidSecondStep, stopped: SecondStepStopped, gone: SecondStepExpired, codes_paused: AppCodesPaused } as const;

/**
 * The second step's sign-in: only with a live pending login in the request's own cookie (made
 * after a right password) whose row is not yet ended, for the same user at the same session
 * version, with the right answer. Whatever a caller posts, there is no session without all
 * three, and a pending login makes one session at most (docs/decisions/0039-two-step-sign-in.md).
 */
export async function authorizeSecondStep(credentials: Partial<Record<string, unknown>>, request: Request) {
  const parsed = secondStepSchema.safeParse({ method: credentials.method, code: credentials.code, response: credentials.response });
  if (!parsed.success) throw new InvalidSecondStep();
  const pending = await openNote(PENDING_LOGIN_COOKIE, cookieFromHeader(request.headers.get("cookie"), PENDING_LOGIN_COOKIE));
  const user = pending ? await getUserById(pending.uid) : null;
  if (!pending?.pid || !user || user.sessionVersion !== pending.sv || !(await hasTwoStep(user.id))) throw new SecondStepExpired();
  const check = await checkSecondStep({ ...pending, pid: pending.pid }, parsed.data, clientIp(request.headers));
  if (!check.ok) throw check.reason === "rate_limited" ? rateLimited(check.retryAfterSeconds) : new REFUSALS[check.reason]();
  await recordSecurityEvent(user.id, "login_succeeded", clientIp(request.headers));
  return { id: user.id, email: user.email, sessionVersion: user.sessionVersion, rememberMe: pending.rm };
}
