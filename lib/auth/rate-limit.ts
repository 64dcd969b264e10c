import "server-only";
import { clearRateLimit, hitRateLimit, peekRateLimit } from "@/lib/data/rate-limits";

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

const MINUTE = 60_000;

// Failed logins are what attacks produce; counting only failures lets a household behind one
// address sign in freely while guessing stays slow for each email and each address.
export const RATE_LIMITS = {
  loginFailuresPerEmail: { limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { limit: 30, windowMs: 15 * MINUTE },
  signupPerIp: { limit: 10, windowMs: 60 * MINUTE },
  signupPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  forgotPerIp: { limit: 10, windowMs: 60 * MINUTE },
  forgotPerEmail: { limit: 3, windowMs: 60 * MINUTE },
  resetPerIp: { limit: 10, windowMs: 15 * MINUTE },
} as const;

type Policy = keyof typeof RATE_LIMITS;

const key = (policy: Policy, subject: string) => `${policy}:${subject}`;

async function hit(policy: Policy, subject: string) {
  const { limit, windowMs } = RATE_LIMITS[policy];
  return hitRateLimit(key(policy, subject), limit, windowMs);
}

async function peek(policy: Policy, subject: string) {
  const { limit, windowMs } = RATE_LIMITS[policy];
  return peekRateLimit(key(policy, subject), limit, windowMs);
}

/** True when this email or address has failed too often to try again now. */
export async function loginBlocked(ip: string, email: string): Promise<boolean> {
  const [byEmail, byIp] = await Promise.all([peek("loginFailuresPerEmail", email), peek("loginFailuresPerIp", ip)]);
  return byEmail.limited || byIp.limited;
}

export async function recordLoginFailure(ip: string, email: string): Promise<void> {
  await Promise.all([hit("loginFailuresPerEmail", email), hit("loginFailuresPerIp", ip)]);
}

export async function clearLoginFailures(email: string): Promise<void> {
  await clearRateLimit(key("loginFailuresPerEmail", email));
}

/** Counts a signup attempt; true when it is over the limit. */
export async function signupLimited(ip: string, email: string): Promise<boolean> {
  const [byIp, byEmail] = await Promise.all([hit("signupPerIp", ip), hit("signupPerEmail", email)]);
  return byIp.limited || byEmail.limited;
}

/** Counts a reset-link request; true when it is over the limit. */
export async function forgotPasswordLimited(ip: string, email: string): Promise<boolean> {
  const [byIp, byEmail] = await Promise.all([hit("forgotPerIp", ip), hit("forgotPerEmail", email)]);
  return byIp.limited || byEmail.limited;
}

/** Counts a reset attempt; true when it is over the limit. */
export async function resetPasswordLimited(ip: string): Promise<boolean> {
  return (await hit("resetPerIp", ip)).limited;
}
