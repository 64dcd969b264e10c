import ICAL from "ical.js";
import { describe, expect, it, vi } from "vitest";
import { personWithReminders as person } from "../support/reminder-person";

// A reminder set from a suggested time of the daily rhythm (/rhythm), against a real database:
// it goes through the Reminders form's own rules and the calendar feed carries it.
Object.assign(process.env, { APP_URL: "http://127.0.0.1:3999", AUTH_SECRET: "reminders-test-secret-0123456789-0123456789", SMTP_HOST: "" });
const session = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: async () => session.current }));
vi.mock("next/cache", () => ({ refresh: () => {} }));

const { resetEnvCache } = await import("@/lib/env");
resetEnvCache();
const { getReminderSettings } = await import("@/lib/data/reminders");
const { createUser } = await import("@/lib/data/users");
const { remindAtSuggestedTime } = await import("@/lib/reminders/from-suggestion");
const { resetCalendarLink } = await import("@/lib/reminders/service");
const { nextPracticeDue } = await import("@/lib/reminders/plan");
const calendarRoute = await import("@/app/api/reminders/calendar.ics/route");

describe("a reminder from a suggested time", () => {
  it("turns reminders on with that practice alone at that time, then adds the next, and the calendar feed carries both", async () => {
    const user = (await createUser({ email: `rhythm-${Date.now()}@example.com`, firstName: "A", lastName: "B", passwordHash: "x", timeZone: "Asia/Kolkata" }))!;
    session.current = { user, claims: {} };

    expect(await remindAtSuggestedTime({ practice: "mood", time: "05:30" })).toEqual({ ok: true, data: { practice: "mood", time: "05:30" } });
    const first = (await getReminderSettings(user.id))!;
    expect(first).toMatchObject({ enabled: true, practices: ["mood"], days: [1, 2, 3, 4, 5, 6, 7], byEmail: false });
    expect(first.practiceTimes).toEqual({ mood: 5 * 60 + 30, skill: 12 * 60 + 30, reflection: 20 * 60 + 30 });
    expect(first.nextDueAt?.toISOString()).toBe(nextPracticeDue(first, "Asia/Kolkata", first.updatedAt)?.toISOString());

    expect((await remindAtSuggestedTime({ practice: "reflection", time: "21:15" })).ok).toBe(true);
    const second = (await getReminderSettings(user.id))!;
    expect(second.practices).toEqual(["mood", "reflection"]);
    expect(second.practiceTimes).toEqual({ mood: 5 * 60 + 30, skill: 12 * 60 + 30, reflection: 21 * 60 + 15 });

    const link = await resetCalendarLink();
    if (!link.ok) throw new Error(link.message);
    const response = await calendarRoute.GET(new Request(link.data.url));
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(events.map((e) => [e.summary, e.startDate.toString().slice(-8)])).toEqual([
      ["Mood check-in", "05:30:00"],
      ["Evening reflection", "21:15:00"],
    ]);
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Asia/Kolkata");
  });

  it("keeps the days and the ways it travels, and refuses a time inside the quiet hours with the form's words", async () => {
    const user = await person("Australia/Sydney", { days: [6, 7], quietStart: 22 * 60, quietEnd: 6 * 60, byEmail: true });
    session.current = { user, claims: {} };
    expect(await remindAtSuggestedTime({ practice: "mood", time: "05:00" })).toMatchObject({
      ok: false,
      message: "This time is inside your quiet hours. Choose another time, or change the quiet hours.",
    });
    expect((await getReminderSettings(user.id))?.practiceTimes.mood).toBe(9 * 60);

    expect((await remindAtSuggestedTime({ practice: "skill", time: "12:45" })).ok).toBe(true);
    expect(await getReminderSettings(user.id)).toMatchObject({ days: [6, 7], practices: ["mood", "skill"], byEmail: true, quietStart: 22 * 60 });
  });

  it("refuses a practice or time it does not know, and anyone signed out", async () => {
    const user = await person("Asia/Kolkata");
    session.current = { user, claims: {} };
    expect(await remindAtSuggestedTime({ practice: "sleep", time: "22:00" })).toMatchObject({ ok: false, status: 422 });
    expect(await remindAtSuggestedTime({ practice: "mood", time: "25:00" })).toMatchObject({ ok: false, status: 422 });
    session.current = null;
    expect(await remindAtSuggestedTime({ practice: "mood", time: "06:00" })).toMatchObject({ ok: false, status: 401 });
  });
});
