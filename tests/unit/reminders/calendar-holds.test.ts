import { describe, expect, it } from "vitest";
import { REMINDER_FORM, REMINDER_PRACTICE_COPY } from "@/content/reminders";
import * as Hindi from "@/content/hi/reminders";
import { DEFAULT_PRACTICE_TIMES } from "@/lib/reminders/practices";
import { calendarHolds, type HoldsWords } from "@/lib/reminders/settings-view";

const saved = {
  enabled: true,
  days: [1, 2, 3],
  practiceTimes: DEFAULT_PRACTICE_TIMES,
  practices: ["mood" as const, "skill" as const, "reflection" as const],
  quietStart: null,
  quietEnd: null,
  byEmail: false,
};

const english: HoldsWords = {
  nothing: REMINDER_FORM.calendar.holdsNothing,
  holds: REMINDER_FORM.calendar.holds,
  item: (p, time) => `${REMINDER_PRACTICE_COPY[p].label} at ${time}`,
  and: "and",
};
const hindi: HoldsWords = {
  nothing: Hindi.REMINDER_FORM.calendar.holdsNothing,
  holds: Hindi.REMINDER_FORM.calendar.holds,
  item: (p, time) => `${Hindi.REMINDER_PRACTICE_COPY[p].label} ${time} पर`,
  and: "और",
};

describe("calendarHolds", () => {
  it("lists the saved practices in English as before: commas, then 'and' before the last", () => {
    expect(calendarHolds(saved, english)).toBe(
      `It holds your saved reminders: Mood check-in at 09:00, Today's skill at 12:30 and Evening reflection at 20:30, on the days you chose. When you change them, it follows.`,
    );
  });

  it("lists them in the reader's words", () => {
    expect(calendarHolds({ ...saved, practices: ["mood", "reflection"] }, hindi)).toContain("मन का हाल 09:00 पर और शाम का चिंतन 20:30 पर");
  });

  it("says it holds nothing yet while reminders are off", () => {
    expect(calendarHolds({ ...saved, enabled: false }, hindi)).toBe(Hindi.REMINDER_FORM.calendar.holdsNothing);
    expect(calendarHolds(null, english)).toBe(REMINDER_FORM.calendar.holdsNothing);
  });
});
