import { describe, expect, it } from "vitest";
import { say } from "./growth-say";
import { practiceMinutes, practiceMinutesLine } from "@/lib/growth/practice-minutes";

describe("practice minutes", () => {
  it("sums the seconds by the person's local day, not the UTC day", () => {
    // 20:00 UTC on the 27th is already the 28th in Kolkata (01:30).
    const sessions = [
      { seconds: 300, practisedAt: new Date("2026-11-27T20:00:00Z") },
      { seconds: 90, practisedAt: new Date("2026-11-28T04:00:00Z") },
      { seconds: 600, practisedAt: new Date("2026-11-10T04:00:00Z") },
    ];
    const kolkata = practiceMinutes(sessions, "Asia/Kolkata", "2026-11-28");
    expect(kolkata.days.at(-1)).toEqual({ day: "2026-11-28", minutes: 7 });
    expect(kolkata.days.at(-2)).toEqual({ day: "2026-11-27", minutes: 0 });
    expect(kolkata).toMatchObject({ total: 17, week: 7 });
    const london = practiceMinutes(sessions, "Europe/London", "2026-11-28");
    expect(london.days.slice(-2)).toEqual([
      { day: "2026-11-27", minutes: 5 },
      { day: "2026-11-28", minutes: 2 },
    ]);
    expect(practiceMinutesLine(kolkata, say)).toBe("17 minutes of practice in all, 7 of them in the last seven days.");
  });

  it("invites rather than counts a zero", () => {
    const none = practiceMinutes([], "UTC", "2026-11-28");
    expect(none.days).toHaveLength(7);
    expect(practiceMinutesLine(none, say)).toMatch(/count their minutes here/);
  });
});
