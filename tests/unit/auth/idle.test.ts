import { describe, expect, it } from "vitest";
import { isIdle, LAST_SEEN_STEP_MS, lastSeenDue, REMEMBERED_IDLE_MS, SESSION_ONLY_IDLE_MS } from "@/lib/auth/idle";

const lastSeen = new Date("2026-11-01T08:00:00Z");
const after = (ms: number) => new Date(lastSeen.getTime() + ms);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe("idle sessions", () => {
  it("end after 30 days unused with Remember me, and not a moment before", () => {
    expect(REMEMBERED_IDLE_MS).toBe(30 * DAY);
    expect(isIdle(lastSeen, true, after(30 * DAY))).toBe(false);
    expect(isIdle(lastSeen, true, after(30 * DAY + 1))).toBe(true);
    expect(isIdle(lastSeen, true, after(13 * HOUR))).toBe(false);
  });

  it("end after 12 hours unused without Remember me", () => {
    expect(SESSION_ONLY_IDLE_MS).toBe(12 * HOUR);
    expect(isIdle(lastSeen, false, after(12 * HOUR))).toBe(false);
    expect(isIdle(lastSeen, false, after(12 * HOUR + 1))).toBe(true);
  });

  it("write the last use again only once five minutes have passed", () => {
    expect(LAST_SEEN_STEP_MS).toBe(5 * 60 * 1000);
    expect(lastSeenDue(lastSeen, after(0))).toBe(false);
    expect(lastSeenDue(lastSeen, after(LAST_SEEN_STEP_MS - 1))).toBe(false);
    expect(lastSeenDue(lastSeen, after(LAST_SEEN_STEP_MS))).toBe(true);
  });
});
