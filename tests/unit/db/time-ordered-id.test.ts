import { describe, expect, it } from "vitest";
import { z } from "zod";
import { timeOrderedId } from "@/db/schema/time-ordered-id";

describe("timeOrderedId", () => {
  it("is a version 7 UUID with the RFC variant, whose first 48 bits are the time in ms", () => {
    const before = Date.now();
    const id = timeOrderedId();
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id[14]).toBe("7");
    expect("89ab").toContain(id[19]);
    const ms = parseInt(id.replace(/-/g, "").slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now() + 1);
  });

  it("sorts in the order made, also for thousands made within one millisecond", () => {
    const ids = Array.from({ length: 10_000 }, () => timeOrderedId());
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 1; i < ids.length; i++) expect(ids[i]! > ids[i - 1]!).toBe(true);
  });
});
