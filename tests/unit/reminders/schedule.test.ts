import { describe, expect, it } from "vitest";
import { planClaim, LATE_AFTER_MS } from "@/lib/reminders/plan";
import { inQuietHours } from "@/lib/reminders/quiet-hours";
import { latestDue, minuteOfDayAt, nextDue, wallTimeToInstant, weekdayOf } from "@/lib/reminders/schedule";

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe("weekdays", () => {
  it("are ISO: Monday 1 to Sunday 7", () => {
    expect(weekdayOf("2026-11-23")).toBe(1);
    expect(weekdayOf("2026-11-29")).toBe(7);
    expect(weekdayOf("2024-02-29")).toBe(4);
  });
});

describe("a local time of day as an instant", () => {
  it.each([
    ["Europe/Berlin", "2026-01-15", 9 * 60, "2026-01-15T08:00:00.000Z"],
    ["Europe/Berlin", "2026-07-15", 9 * 60, "2026-07-15T07:00:00.000Z"],
    ["Asia/Kolkata", "2026-11-25", 9 * 60, "2026-11-25T03:30:00.000Z"],
    ["America/Los_Angeles", "2026-11-25", 21 * 60 + 15, "2026-11-26T05:15:00.000Z"],
    ["Pacific/Kiritimati", "2026-11-25", 30, "2026-11-24T10:30:00.000Z"],
  ])("%s %s at minute %i is %s", (zone, day, minute, expected) => {
    expect(wallTimeToInstant(day, minute, zone).toISOString()).toBe(expected);
  });

  it("moves a time in the hour skipped in spring on by that hour (02:30 becomes 03:30)", () => {
    // New York skips 02:00-03:00 on 8 March 2026; 02:30 EST would be 07:30Z, which reads 03:30 EDT.
    const at = wallTimeToInstant("2026-03-08", 2 * 60 + 30, "America/New_York");
    expect(at.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(minuteOfDayAt(at, "America/New_York")).toBe(3 * 60 + 30);
  });

  it("takes the first of a time that happens twice in autumn", () => {
    // 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST) on 1 November 2026.
    expect(wallTimeToInstant("2026-11-01", 90, "America/New_York").toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(wallTimeToInstant("2026-10-25", 2 * 60 + 30, "Europe/Berlin").toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });
});

describe("when the next reminder falls due", () => {
  const schedule = { days: EVERY_DAY, minuteOfDay: 9 * 60 };

  it("keeps 09:00 local across the spring change in London", () => {
    expect(iso(nextDue(schedule, "Europe/London", new Date("2026-03-28T09:30:00Z")))).toBe("2026-03-29T08:00:00.000Z");
    expect(iso(nextDue(schedule, "Europe/London", new Date("2026-03-27T12:00:00Z")))).toBe("2026-03-28T09:00:00.000Z");
  });

  it("keeps 09:00 local across the autumn change in Los Angeles", () => {
    expect(iso(nextDue(schedule, "America/Los_Angeles", new Date("2026-10-31T17:00:00Z")))).toBe("2026-11-01T17:00:00.000Z");
    expect(iso(nextDue(schedule, "America/Los_Angeles", new Date("2026-10-31T15:00:00Z")))).toBe("2026-10-31T16:00:00.000Z");
  });

  it("is strictly after the given moment", () => {
    const at = new Date("2026-11-25T03:30:00Z");
    expect(iso(nextDue(schedule, "Asia/Kolkata", at))).toBe("2026-11-26T03:30:00.000Z");
    expect(iso(latestDue(schedule, "Asia/Kolkata", at))).toBe("2026-11-25T03:30:00.000Z");
  });

  it("skips days not chosen, and a week with none is never due", () => {
    // Wednesday 25 Nov 2026 after 09:00 in Berlin; only Mondays chosen: Monday 30 Nov.
    const mondays = { days: [1], minuteOfDay: 9 * 60 };
    expect(iso(nextDue(mondays, "Europe/Berlin", new Date("2026-11-25T12:00:00Z")))).toBe("2026-11-30T08:00:00.000Z");
    expect(iso(latestDue(mondays, "Europe/Berlin", new Date("2026-11-25T12:00:00Z")))).toBe("2026-11-23T08:00:00.000Z");
    expect(nextDue({ days: [], minuteOfDay: 540 }, "Europe/Berlin", new Date())).toBeNull();
  });

  it("reads the chosen day in the person's zone, not in UTC", () => {
    // Sunday 22:00 in Los Angeles is Monday 06:00 UTC; Sundays only.
    const sundays = { days: [7], minuteOfDay: 22 * 60 };
    expect(iso(nextDue(sundays, "America/Los_Angeles", new Date("2026-11-25T00:00:00Z")))).toBe("2026-11-30T06:00:00.000Z");
  });
});

describe("quiet hours", () => {
  it.each([
    [22 * 60, 7 * 60, 23 * 60, true],
    [22 * 60, 7 * 60, 6 * 60 + 59, true],
    [22 * 60, 7 * 60, 7 * 60, false],
    [22 * 60, 7 * 60, 12 * 60, false],
    [13 * 60, 14 * 60, 13 * 60 + 30, true],
    [13 * 60, 14 * 60, 14 * 60, false],
  ])("%i-%i holds minute %i: %s", (quietStart, quietEnd, minute, expected) => {
    expect(inQuietHours(minute, { quietStart, quietEnd })).toBe(expected);
  });

  it("are none when unset", () => {
    expect(inQuietHours(0, { quietStart: null, quietEnd: null })).toBe(false);
  });
});

describe("claiming a due reminder", () => {
  const settings = {
    days: EVERY_DAY,
    practices: ["mood"] as const,
    practiceTimes: { mood: 30, skill: 12 * 60, reflection: 21 * 60 },
    timeZone: "Pacific/Kiritimati",
  };

  it("claims it for the person's own day and looks again at the next one", () => {
    const plan = planClaim(settings, new Date("2026-11-24T10:31:00Z"));
    expect(plan.send).toEqual({ localDay: "2026-11-25", dueAt: new Date("2026-11-24T10:30:00Z"), practices: ["mood"] });
    expect(iso(plan.nextDueAt)).toBe("2026-11-25T10:30:00.000Z");
  });

  it("sends nothing once it is more than two hours late", () => {
    const due = new Date("2026-11-24T10:30:00Z").getTime();
    expect(planClaim(settings, new Date(due + LATE_AFTER_MS)).send).not.toBeNull();
    const late = planClaim(settings, new Date(due + LATE_AFTER_MS + 60_000));
    expect(late.send).toBeNull();
    expect(iso(late.nextDueAt)).toBe("2026-11-25T10:30:00.000Z");
  });

  it("claims each practice at its own time: the morning check-in alone, then the evening reflection alone", () => {
    const both = {
      ...settings,
      practices: ["mood", "reflection"] as const,
      timeZone: "Asia/Kolkata",
      practiceTimes: { mood: 7 * 60 + 30, skill: 0, reflection: 21 * 60 },
    };
    // 07:31 in Kolkata on 25 Nov: the check-in is due; the reflection's last time was last night, before this look.
    const morning = planClaim({ ...both, nextDueAt: new Date("2026-11-25T02:00:00Z") }, new Date("2026-11-25T02:01:00Z"));
    expect(morning.send).toEqual({ localDay: "2026-11-25", dueAt: new Date("2026-11-25T02:00:00Z"), practices: ["mood"] });
    expect(iso(morning.nextDueAt)).toBe("2026-11-25T15:30:00.000Z");
    const evening = planClaim({ ...both, nextDueAt: morning.nextDueAt }, new Date("2026-11-25T15:31:00Z"));
    expect(evening.send).toEqual({ localDay: "2026-11-25", dueAt: new Date("2026-11-25T15:30:00Z"), practices: ["reflection"] });
    expect(iso(evening.nextDueAt)).toBe("2026-11-26T02:00:00.000Z");
  });

  it("gathers the practices that fell due while the sender was away into one reminder, if not too late", () => {
    const two = { ...settings, practices: ["mood", "skill"] as const, timeZone: "UTC", practiceTimes: { mood: 9 * 60, skill: 9 * 60 + 30, reflection: 0 } };
    const plan = planClaim({ ...two, nextDueAt: new Date("2026-11-25T09:00:00Z") }, new Date("2026-11-25T09:40:00Z"));
    expect(plan.send).toEqual({ localDay: "2026-11-25", dueAt: new Date("2026-11-25T09:30:00Z"), practices: ["mood", "skill"] });
  });

  it("looks again later instead of failing on a zone it cannot read", () => {
    const now = new Date("2026-11-24T10:31:00Z");
    const plan = planClaim({ ...settings, timeZone: "Not/AZone" }, now);
    expect(plan.send).toBeNull();
    expect(plan.nextDueAt!.getTime()).toBeGreaterThan(now.getTime());
  });
});
