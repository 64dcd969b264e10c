import { describe, expect, it } from "vitest";
import {
  REMINDER_ALSO,
  REMINDER_CALENDAR,
  REMINDER_FORM,
  REMINDER_MAIL,
  REMINDER_PRACTICE_COPY,
  REMINDER_TITLES,
  REMINDER_UNSUBSCRIBE_PAGE,
} from "@/content/reminders";
import { composeReminder } from "@/lib/reminders/message";
import { reminderMail } from "@/lib/reminders/email";
import { REMINDER_PRACTICES } from "@/lib/reminders/practices";

/** Every string of the reminders' content, functions called with a sample name. */
function allText(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return [String((value as (s: string) => string)("Asha"))];
  if (value && typeof value === "object") return Object.values(value).flatMap(allText);
  return [];
}

const ALL = allText([REMINDER_PRACTICE_COPY, REMINDER_TITLES, REMINDER_ALSO, REMINDER_MAIL, REMINDER_CALENDAR, REMINDER_FORM, REMINDER_UNSUBSCRIBE_PAGE]);

describe("reminder wording", () => {
  it("never blames, counts streaks or threatens a loss", () => {
    const banned = /\b(missed|miss|streak|behind|failed|forgot|forget|lose|losing|lost|should have|don't break|overdue|last chance|hurry)\b/i;
    for (const text of ALL) expect(text, text).not.toMatch(banned);
  });

  it("stays short: a notification line fits a phone's lock screen", () => {
    for (const practice of REMINDER_PRACTICES) {
      for (const line of REMINDER_PRACTICE_COPY[practice].lines) expect(line.length, line).toBeLessThanOrEqual(90);
    }
    for (const title of REMINDER_TITLES) expect(title.length).toBeLessThanOrEqual(30);
  });

  it("varies from day to day and stays the same within a day", () => {
    const days = Array.from({ length: 14 }, (_, i) => composeReminder(["mood"], `user-1:2026-11-${String(10 + i).padStart(2, "0")}`));
    expect(new Set(days.map((m) => m.body)).size).toBeGreaterThan(2);
    expect(new Set(days.map((m) => m.title)).size).toBeGreaterThan(1);
    expect(composeReminder(["mood"], "user-1:2026-11-10")).toEqual(days[0]);
  });

  it("opens the first waiting practice and names the others", () => {
    const message = composeReminder(["reflection", "skill"], "u:2026-11-25");
    expect(message.practices).toEqual(["skill", "reflection"]);
    expect(message.path).toBe("/habits");
    expect(REMINDER_PRACTICE_COPY.skill.lines).toContain(message.body.split(` ${REMINDER_ALSO}`)[0]);
    expect(message.body).toMatch(/Also here for you: evening reflection\.$/);
    expect(composeReminder(["reflection"], "u:2026-11-25").path).toBe("/dashboard?open=journal");
  });

  it("makes a mail with both parts, a link per practice and RFC 8058 headers, escaping the name", () => {
    const message = composeReminder(["mood", "reflection"], "u:2026-11-25");
    const mail = reminderMail(
      { email: "a@example.com", firstName: "<Asha>" },
      message,
      "https://p.example",
      "https://p.example/api/reminders/unsubscribe?token=t",
    );
    expect(mail.headers).toEqual({
      "List-Unsubscribe": "<https://p.example/api/reminders/unsubscribe?token=t>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail.text).toContain("Hello <Asha>,");
    expect(mail.text).toContain("Mood check-in: https://p.example/dashboard?open=mood");
    expect(mail.text).toContain("Evening reflection: https://p.example/dashboard?open=journal");
    expect(mail.text).toContain("https://p.example/api/reminders/unsubscribe?token=t");
    expect(mail.html).toContain("Hello &lt;Asha&gt;,");
    expect(mail.html).toContain('href="https://p.example/dashboard?open=mood"');
    expect(mail.html).not.toContain("<Asha>");
  });
});
