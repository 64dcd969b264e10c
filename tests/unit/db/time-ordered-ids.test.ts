import { describe, expect, it } from "vitest";
import { z } from "zod";
import { assessmentSubmissions } from "@/db/schema/assessments";
import { journalEntries, moodChecks } from "@/db/schema/mood";

// Newest-first reads break created_at ties by id, so the schema's ids must sort in the order made.
describe("time-ordered row ids", () => {
  const defaults = { assessmentSubmissions, journalEntries, moodChecks };

  it.each(Object.entries(defaults))("%s gets a version 7 UUID whose first 48 bits are the time in ms", (_, table) => {
    const before = Date.now();
    const id = table.id.defaultFn!() as string;
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id[14]).toBe("7");
    const ms = parseInt(id.replace(/-/g, "").slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now() + 1);
  });

  it("sorts in the order made, also for thousands made within one millisecond", () => {
    const ids = Array.from({ length: 10_000 }, () => moodChecks.id.defaultFn!() as string);
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 1; i < ids.length; i++) expect(ids[i]! > ids[i - 1]!).toBe(true);
  });
});
