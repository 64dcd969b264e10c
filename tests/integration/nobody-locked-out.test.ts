import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNKNOWN_ADDRESS } from "@/lib/auth/client-ip";
import { checkLogin } from "@/lib/auth/login-check";
import { hashPassword } from "@/lib/auth/password";
import { forgotPasswordLimited, LOGIN_DELAYS, resetPasswordLimited, signupLimited } from "@/lib/auth/rate-limit";
import { claimAttemptSlot, deleteRateLimitsStartingWith } from "@/lib/data/rate-limits";
import { createUser } from "@/lib/data/users";

const PASSWORD = "quiet-lotus-river-42";
const policy = { freeAttempts: 3, firstDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60 * 60_000 };
const t0 = new Date("2026-11-25T10:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

async function account(email: string) {
  return (await createUser({ email, firstName: "Asha", lastName: "Rao", passwordHash: await hashPassword(PASSWORD) }))!;
}

afterEach(() => vi.useRealTimers());

describe("attempt slots under growing delays", () => {
  it("lets the free attempts through, then one per doubling wait, capped", async () => {
    const allowed = [];
    for (let i = 0; i < 4; i += 1) allowed.push((await claimAttemptSlot("slot:a", policy, t0)).allowed);
    expect(allowed).toEqual([true, true, true, false]);
    expect((await claimAttemptSlot("slot:a", policy, at(999))).allowed).toBe(false);
    expect(await claimAttemptSlot("slot:a", policy, at(1000))).toMatchObject({ allowed: true, count: 4 });
    // After the 4th, the next needs 2 s after it.
    expect(await claimAttemptSlot("slot:a", policy, at(2500))).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    expect((await claimAttemptSlot("slot:a", policy, at(3000))).allowed).toBe(true);
    // Far past the cap, the wait stays at maxDelayMs.
    let t = 3000;
    for (let i = 0; i < 6; i += 1) {
      t += 8000;
      expect((await claimAttemptSlot("slot:a", policy, at(t))).allowed).toBe(true);
    }
    expect(await claimAttemptSlot("slot:a", policy, at(t + 1))).toMatchObject({ allowed: false, retryAfterSeconds: 8 });
  });

  it("starts over after a quiet hour", async () => {
    for (let i = 0; i < 5; i += 1) await claimAttemptSlot("slot:quiet", policy, t0);
    expect(await claimAttemptSlot("slot:quiet", policy, at(60 * 60_000))).toMatchObject({ allowed: true, count: 1 });
  });

  it("gives a parallel burst only the free attempts", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => claimAttemptSlot("slot:burst", policy, t0)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });
});

describe("nobody is locked out of their own account", () => {
  // Each test starts with no counters, as on a fresh server: the first test leaves the shared
  // unknown-address bucket past its limit, where every further attempt is slowed by up to 2 s
  // (sharedSlowdownMs), which would only add waits to the tests after it.
  beforeEach(() => deleteRateLimitsStartingWith(""));

  it("wrong logins for made-up emails, from callers with no known address, never refuse someone else's correct password", async () => {
    const user = await account("bystander@example.com");
    for (let i = 0; i < 40; i += 1) expect((await checkLogin(`made-up-${i}@example.com`, "not-it-at-all", UNKNOWN_ADDRESS)).ok).toBe(false);
    expect((await checkLogin(user.email, PASSWORD, UNKNOWN_ADDRESS)).ok).toBe(true);
  });

  it("30 wrong passwords for other accounts from one address (a carrier's NAT) never refuse someone else's correct password from it", async () => {
    const user = await account("behind-nat@example.com");
    const nat = "100.64.0.9";
    for (let i = 0; i < 30; i += 1)
      expect(await checkLogin(`neighbour-${i}@example.com`, "not-it-at-all", nat)).toMatchObject({ ok: false, reason: "invalid" });
    expect((await checkLogin(user.email, PASSWORD, nat)).ok).toBe(true);
    // Past the address's limit its logins are slowed a little, never refused.
    for (let i = 30; i < 36; i += 1) expect(await checkLogin(`neighbour-${i}@example.com`, "not-it-at-all", nat)).toMatchObject({ reason: "invalid" });
    expect((await checkLogin(user.email, PASSWORD, nat)).ok).toBe(true);
  }, 120_000);

  it("guessing stays bounded per email and address, and per email over many addresses", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: t0 });
    const user = await account("guessed@example.com");
    const fromOne = [];
    for (let i = 0; i < 7; i += 1) fromOne.push(await checkLogin(user.email, `guess-${i}`, "100.64.0.10"));
    expect(fromOne.map((r) => (r.ok ? "ok" : r.reason))).toEqual([...Array(5).fill("invalid"), "rate_limited", "rate_limited"]);
    const spread = [];
    for (let i = 0; i < LOGIN_DELAYS.perEmail.freeAttempts; i += 1) spread.push(await checkLogin(user.email, `guess-${i}`, `100.64.1.${i}`));
    // Five from the first address and fifteen spread out use the email's twenty free attempts; then it waits wherever it is tried from.
    expect(spread.slice(0, 15).every((r) => !r.ok && r.reason === "invalid")).toBe(true);
    expect(spread.slice(15).every((r) => !r.ok && r.reason === "rate_limited")).toBe(true);
  });

  it("a guesser at one address does not slow the owner at another", async () => {
    const user = await account("owner@example.com");
    for (let i = 0; i < 10; i += 1) await checkLogin(user.email, `guess-${i}`, "203.0.113.5");
    expect(await checkLogin(user.email, PASSWORD, "203.0.113.5")).toMatchObject({ ok: false, reason: "rate_limited" });
    expect((await checkLogin(user.email, PASSWORD, "198.51.100.7")).ok).toBe(true);
  });

  it("the owner's correct password gets through after a short wait, even from the guesser's address", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: t0 });
    const user = await account("patient@example.com");
    for (let i = 0; i < 12; i += 1) await checkLogin(user.email, `guess-${i}`, UNKNOWN_ADDRESS);
    const refused = await checkLogin(user.email, PASSWORD, UNKNOWN_ADDRESS);
    if (refused.ok || refused.reason !== "rate_limited") throw new Error(`expected a wait, got ${JSON.stringify(refused)}`);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(LOGIN_DELAYS.perEmailAndAddress.maxDelayMs / 1000);
    vi.setSystemTime(new Date(t0.getTime() + refused.retryAfterSeconds * 1000));
    expect((await checkLogin(user.email, PASSWORD, UNKNOWN_ADDRESS)).ok).toBe(true);
  });
});

describe("signup and reset limits never become site-wide caps", () => {
  it("callers with no known address are never refused by address, only per email", async () => {
    for (let i = 0; i < 12; i += 1) expect(await signupLimited(UNKNOWN_ADDRESS, `new-${i}@example.com`)).toBe(false);
    for (let i = 0; i < 12; i += 1) expect(await forgotPasswordLimited(UNKNOWN_ADDRESS, `forgot-${i}@example.com`)).toBe(false);
    for (let i = 0; i < 12; i += 1) expect(await resetPasswordLimited(UNKNOWN_ADDRESS)).toBe(false);
    // The per-email limit still holds for everyone.
    const perEmail = [];
    for (let i = 0; i < 4; i += 1) perEmail.push(await forgotPasswordLimited(UNKNOWN_ADDRESS, "same@example.com"));
    expect(perEmail).toEqual([false, false, false, true]);
  }, 60_000);

  it("one known address over its signup limit leaves another address untouched", async () => {
    for (let i = 0; i < 10; i += 1) expect(await signupLimited("192.0.2.10", `a-${i}@example.com`)).toBe(false);
    expect(await signupLimited("192.0.2.10", "a-10@example.com")).toBe(true);
    expect(await signupLimited("192.0.2.11", "b-0@example.com")).toBe(false);
  });
});
