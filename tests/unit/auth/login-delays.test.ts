import { describe, expect, it } from "vitest";
import { LOGIN_DELAYS, sharedSlowdownMs, waitMessage } from "@/lib/auth/rate-limit";
import { attemptDelayMs } from "@/lib/data/rate-limits";

const policy = LOGIN_DELAYS.perEmailAndAddress;

describe("growing delays for password attempts", () => {
  it("lets the free attempts through, then doubles the wait from one second", () => {
    const waits = Array.from({ length: 9 }, (_, count) => attemptDelayMs(count, policy));
    expect(waits).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000]);
  });

  it("never asks anyone to wait more than a minute, however many attempts came before", () => {
    for (const count of [11, 12, 40, 1000]) expect(attemptDelayMs(count, policy)).toBe(60_000);
    expect(attemptDelayMs(10_000, LOGIN_DELAYS.perEmail)).toBe(60_000);
  });

  it("gives the spread-out guesses of many addresses more room than one address", () => {
    expect(LOGIN_DELAYS.perEmail.freeAttempts).toBeGreaterThan(LOGIN_DELAYS.perEmailAndAddress.freeAttempts);
  });
});

describe("the shared bucket of callers with no known address only slows", () => {
  it("adds nothing up to the limit, then 100 ms per attempt over it, capped at 2 s", () => {
    expect(sharedSlowdownMs(10, 10)).toBe(0);
    expect(sharedSlowdownMs(11, 10)).toBe(100);
    expect(sharedSlowdownMs(15, 10)).toBe(500);
    expect(sharedSlowdownMs(10_000, 10)).toBe(2000);
  });
});

describe("the wait message", () => {
  it("says how long to wait when it is short", () => {
    expect(waitMessage(1)).toBe("Too many attempts. Please wait a second and try again.");
    expect(waitMessage(8)).toBe("Too many attempts. Please wait 8 seconds and try again.");
    expect(waitMessage(60)).toBe("Too many attempts. Please wait 60 seconds and try again.");
    expect(waitMessage(900)).toBe("Too many attempts. Please wait a few minutes and try again.");
  });
});
