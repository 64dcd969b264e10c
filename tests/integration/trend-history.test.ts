import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { assessmentSubmissions, moodChecks } from "@/db/schema";
import { listSubmissionHistory } from "@/lib/data/assessment-history";
import { saveMoodElement } from "@/lib/data/mood";
import { getMoodHistory } from "@/lib/data/mood-history";
import { createUser } from "@/lib/data/users";
import { moodCheck } from "@/lib/scoring";

const person = async (email: string) => (await createUser({ email, firstName: "Asha", lastName: "Rao", passwordHash: "x" }))!;

/** A calm mood check (3, 3, 3) saved at `createdAt`. */
const check = (userId: string, createdAt: Date) =>
  getDb()
    .insert(moodChecks)
    .values({ userId, mind: 3, body: 3, temperature: 3, acute: false, companion: "Shanti", result: moodCheck({ mind: 3, body: 3, temp: 3 }), createdAt });

describe("trend history", () => {
  it("reads every submission of the user oldest first, without the answers, and nobody else's", async () => {
    const me = await person("history@example.com");
    const other = await person("history-other@example.com");
    const submit = (userId: string, total: number, createdAt: Date) =>
      getDb()
        .insert(assessmentSubmissions)
        .values({ userId, kind: "gad7", answers: { secret: true }, result: { total, severity: "mild" }, scoringVersion: 2, createdAt });
    await submit(me.id, 9, new Date("2026-11-20T10:00:00Z"));
    await submit(me.id, 5, new Date("2026-11-02T10:00:00Z"));
    await submit(other.id, 20, new Date("2026-11-10T10:00:00Z"));

    const rows = await listSubmissionHistory(me.id);
    expect(rows.map((r) => (r.result as { total: number }).total)).toEqual([5, 9]);
    expect(Object.keys(rows[0]!).sort()).toEqual(["createdAt", "kind", "result"]);
  });

  it("reads the Mood tab's elements and checks from the first day of its window on", async () => {
    const me = await person("mood-history@example.com");
    await saveMoodElement(me.id, "agni", "2026-10-20");
    await saveMoodElement(me.id, "apas", "2026-11-23");
    await check(me.id, new Date("2026-10-24T23:00:00Z"));
    await check(me.id, new Date("2026-11-22T08:00:00Z"));

    const history = await getMoodHistory(me.id, "2026-10-25", "UTC");
    expect(history.elements).toEqual([{ day: "2026-11-23", element: "apas" }]);
    expect(history.checks.map((c) => c.createdAt.toISOString())).toEqual(["2026-11-22T08:00:00.000Z"]);
  });

  it("starts the window at the person's midnight, not UTC's", async () => {
    const me = await person("mood-history-kolkata@example.com");
    await check(me.id, new Date("2026-10-24T18:00:00Z")); // 23:30 on 24 Oct in Kolkata: before the window
    await check(me.id, new Date("2026-10-24T19:00:00Z")); // 00:30 on 25 Oct in Kolkata: its first hour
    const inKolkata = await getMoodHistory(me.id, "2026-10-25", "Asia/Kolkata");
    expect(inKolkata.checks.map((c) => c.createdAt.toISOString())).toEqual(["2026-10-24T19:00:00.000Z"]);
    // Read in Los Angeles, both are still 24 Oct there: neither belongs to a window from the 25th.
    expect((await getMoodHistory(me.id, "2026-10-25", "America/Los_Angeles")).checks).toEqual([]);
  });
});
