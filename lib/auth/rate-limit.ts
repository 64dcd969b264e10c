import "server-only";
import { clearRateLimit, deleteRateLimits, hitRateLimit, releaseRateLimitHit } from "@/lib/data/rate-limits";

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

const MINUTE = 60_000;

// Login attempts are counted before the password is checked (one atomic upsert each), so a burst
// of parallel guesses cannot all slip past a read-then-write check; a correct password then takes
// its count back, so a household behind one address still signs in freely.
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

export type LoginAttempt = { limited: boolean; /** this attempt is the one that crossed the email's limit */ lockedNow: boolean };

/** Counts a password attempt for this email and address before the password is checked. */
export async function countLoginAttempt(ip: string, email: string): Promise<LoginAttempt> {
  const [byEmail, byIp] = await Promise.all([hit("loginFailuresPerEmail", email), hit("loginFailuresPerIp", ip)]);
  const lockedNow = byEmail.count === RATE_LIMITS.loginFailuresPerEmail.limit + 1;
  return { limited: byEmail.limited || byIp.limited, lockedNow };
}

/** The password was right: forget the email's failures and take back this attempt's count on the address. */
export async function clearLoginFailures(ip: string, email: string): Promise<void> {
  await Promise.all([clearRateLimit(key("loginFailuresPerEmail", email)), releaseRateLimitHit(key("loginFailuresPerIp", ip))]);
}

/** Every counter keyed by this email, dropped with the account. */
export async function forgetEmailRateLimits(email: string): Promise<void> {
  const perEmail: Policy[] = ["loginFailuresPerEmail", "signupPerEmail", "forgotPerEmail"];
  await deleteRateLimits(perEmail.map((policy) => key(policy, email)));
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
