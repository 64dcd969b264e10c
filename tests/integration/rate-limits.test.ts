import { describe, expect, it } from "vitest";
import { clearRateLimit, hitRateLimit, peekRateLimit } from "@/lib/data/rate-limits";

const WINDOW = 60_000;
const t0 = new Date("2026-11-21T10:00:00Z");
const later = (ms: number) => new Date(t0.getTime() + ms);

describe("rate limits in the database", () => {
  it("counts hits in a fixed window and limits past the limit", async () => {
    const states = [];
    for (let i = 0; i < 4; i++) states.push(await hitRateLimit("k:basic", 3, WINDOW, later(i * 1000)));
    expect(states.map((s) => [s.count, s.limited])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(states[3]!.retryAfterSeconds).toBe(57);
  });

  it("starts a new window once the old one has passed", async () => {
    await hitRateLimit("k:window", 1, WINDOW, t0);
    expect((await hitRateLimit("k:window", 1, WINDOW, later(10_000))).limited).toBe(true);
    const fresh = await hitRateLimit("k:window", 1, WINDOW, later(WINDOW));
    expect([fresh.count, fresh.limited]).toEqual([1, false]);
  });

  it("peeks without counting, and reports limited once the limit is reached", async () => {
    expect((await peekRateLimit("k:peek", 2, WINDOW, t0)).limited).toBe(false);
    await hitRateLimit("k:peek", 2, WINDOW, t0);
    await hitRateLimit("k:peek", 2, WINDOW, t0);
    const peeked = await peekRateLimit("k:peek", 2, WINDOW, later(1));
    expect([peeked.count, peeked.limited]).toEqual([2, true]);
    expect((await peekRateLimit("k:peek", 2, WINDOW, later(WINDOW))).limited).toBe(false);
  });

  it("loses no count when many requests hit at once", async () => {
    await Promise.all(Array.from({ length: 25 }, () => hitRateLimit("k:race", 100, WINDOW, t0)));
    expect((await peekRateLimit("k:race", 100, WINDOW, t0)).count).toBe(25);
  });

  it("clears a key", async () => {
    await hitRateLimit("k:clear", 1, WINDOW, t0);
    await clearRateLimit("k:clear");
    expect((await peekRateLimit("k:clear", 1, WINDOW, t0)).count).toBe(0);
  });
});
