import "server-only";
import {
  claimAttemptSlot,
  clearRateLimit,
  deleteRateLimits,
  deleteRateLimitsStartingWith,
  hitRateLimit,
  releaseRateLimitHit,
  type DelayPolicy,
} from "@/lib/data/rate-limits";
import { UNKNOWN_ADDRESS } from "./client-ip";

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

/** A login refused for now: it says how long to wait, which is never long (see LOGIN_DELAYS). */
export function waitMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds <= 1) return "Too many attempts. Please wait a second and try again.";
  if (retryAfterSeconds < 90) return `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`;
  return TOO_MANY_ATTEMPTS;
}

const MINUTE = 60_000;

// Per-address limits refuse, but only the address that went over them. They count only a known
// address (lib/auth/client-ip.ts): where none is known, every caller would share one bucket, and
// one person could then lock everyone out, so that shared bucket only slows (sharedSlowdownMs).
// Logins are never refused by address at all: one address can be thousands of people behind a
// carrier's NAT, and another's wrong passwords must not refuse someone's right one
// (docs/decisions/0034). Past its limit an address's logins are only slowed; guessing stays
// bounded per email and per email and address (LOGIN_DELAYS).
const RATE_LIMITS = {
  loginFailuresPerIp: { limit: 30, windowMs: 15 * MINUTE },
  signupPerIp: { limit: 10, windowMs: 60 * MINUTE },
  signupPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  forgotPerIp: { limit: 10, windowMs: 60 * MINUTE },
  forgotPerEmail: { limit: 3, windowMs: 60 * MINUTE },
  resetPerIp: { limit: 10, windowMs: 15 * MINUTE },
} as const;

// Password guesses for one email are slowed, never locked: a few go straight through, then each
// waits after the one before it, doubling to a minute at most, so the owner's right password
// always gets in after a short wait. Counted per email and address (a guesser elsewhere does
// not slow the owner), and per email across all addresses with more room (guesses spread over
// many addresses are slowed too).
export const LOGIN_DELAYS = {
  perEmailAndAddress: { freeAttempts: 5, firstDelayMs: 1000, maxDelayMs: MINUTE, forgetAfterMs: 60 * MINUTE },
  perEmail: { freeAttempts: 20, firstDelayMs: 1000, maxDelayMs: MINUTE, forgetAfterMs: 60 * MINUTE },
} as const satisfies Record<string, DelayPolicy>;

type Policy = keyof typeof RATE_LIMITS;

const key = (policy: string, subject: string) => `${policy}:${subject}`;
const pairKey = (email: string, ip: string) => key("loginPerEmailAndAddress", `${email}|${ip}`);

/** The extra wait, up to 2 s, for a caller past a limit that only slows (an unknown address, or logins from one address). */
export function sharedSlowdownMs(count: number, limit: number): number {
  return count > limit ? Math.min(2000, 100 * (count - limit)) : 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts a hit on the policy for this address and waits when past it and only slowed; true when a known address is refused. */
async function addressLimited(policy: Policy, ip: string, onlySlow = ip === UNKNOWN_ADDRESS): Promise<boolean> {
  const { limit, windowMs } = RATE_LIMITS[policy];
  const state = await hitRateLimit(key(policy, ip), limit, windowMs);
  if (!onlySlow) return state.limited;
  const wait = sharedSlowdownMs(state.count, limit);
  if (wait > 0) await sleep(wait);
  return false;
}

async function emailLimited(policy: Policy, email: string): Promise<boolean> {
  const { limit, windowMs } = RATE_LIMITS[policy];
  return (await hitRateLimit(key(policy, email), limit, windowMs)).limited;
}

export type LoginAttempt = {
  limited: boolean;
  /** How long until this email may be tried again from here (0 when not limited). */
  retryAfterSeconds: number;
  /** From this attempt on, the email's next attempts wait: worth one security event. */
  delaysStart: boolean;
};

/**
 * Counts a password attempt for this email and address before the password is checked. An
 * address past its limit is slowed, never refused; the email is slowed per address and overall.
 */
export async function countLoginAttempt(ip: string, email: string): Promise<LoginAttempt> {
  await addressLimited("loginFailuresPerIp", ip, true);
  const pair = await claimAttemptSlot(pairKey(email, ip), LOGIN_DELAYS.perEmailAndAddress);
  if (!pair.allowed) return { limited: true, retryAfterSeconds: pair.retryAfterSeconds, delaysStart: false };
  const overall = await claimAttemptSlot(key("loginPerEmail", email), LOGIN_DELAYS.perEmail);
  if (!overall.allowed) return { limited: true, retryAfterSeconds: overall.retryAfterSeconds, delaysStart: false };
  const delaysStart = pair.count === LOGIN_DELAYS.perEmailAndAddress.freeAttempts || overall.count === LOGIN_DELAYS.perEmail.freeAttempts;
  return { limited: false, retryAfterSeconds: 0, delaysStart };
}

/** The password was right: forget this address's failures for the email and take back this attempt's counts. */
export async function clearLoginFailures(ip: string, email: string): Promise<void> {
  await Promise.all([clearRateLimit(pairKey(email, ip)), releaseRateLimitHit(key("loginPerEmail", email)), releaseRateLimitHit(key("loginFailuresPerIp", ip))]);
}

/** Every counter keyed by this email, dropped with the account. */
export async function forgetEmailRateLimits(email: string): Promise<void> {
  const perEmail = ["loginPerEmail", "signupPerEmail", "forgotPerEmail"];
  await Promise.all([deleteRateLimits(perEmail.map((policy) => key(policy, email))), deleteRateLimitsStartingWith(pairKey(email, ""))]);
}

/** Counts a signup attempt; true when this address or this email is over its limit. */
export async function signupLimited(ip: string, email: string): Promise<boolean> {
  const [byIp, byEmail] = await Promise.all([addressLimited("signupPerIp", ip), emailLimited("signupPerEmail", email)]);
  return byIp || byEmail;
}

/** Counts a reset-link request; true when this address or this email is over its limit. */
export async function forgotPasswordLimited(ip: string, email: string): Promise<boolean> {
  const [byIp, byEmail] = await Promise.all([addressLimited("forgotPerIp", ip), emailLimited("forgotPerEmail", email)]);
  return byIp || byEmail;
}

/** Counts a reset attempt; true when this address is over its limit. */
export async function resetPasswordLimited(ip: string): Promise<boolean> {
  return addressLimited("resetPerIp", ip);
}
