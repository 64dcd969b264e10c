import ICAL from "ical.js";
import { describe, expect, it, vi } from "vitest";
import { personWithReminders as person } from "../support/reminder-person";

// The two ways into reminders from outside the app, against a real database: the signed
// unsubscribe link from an email, and the calendar feed's link, which a reset replaces.
Object.assign(process.env, { APP_URL: "http://127.0.0.1:3999", AUTH_SECRET: "reminders-test-secret-0123456789-0123456789", SMTP_HOST: "" });
const session = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: async () => session.current }));
vi.mock("next/cache", () => ({ refresh: () => {} }));

const { resetEnvCache } = await import("@/lib/env");
resetEnvCache();
const { getReminderSettings } = await import("@/lib/data/reminders");
const { createUser } = await import("@/lib/data/users");
const { resetCalendarLink } = await import("@/lib/reminders/service");
const calendarRoute = await import("@/app/api/reminders/calendar.ics/route");

describe("the unsubscribe page's button", () => {
  it("stops reminder emails for the person the signed link names, signed out, and nothing for a bad link", async () => {
    const p = await person("UTC");
    session.current = null;
    const { unsubscribeUrl } = await import("@/lib/reminders/links");
    const { unsubscribeReminderEmailAction } = await import("@/lib/reminders/actions");
    const token = new URL(unsubscribeUrl(p.id, "http://127.0.0.1:3999", "reminders-test-secret-0123456789-0123456789")).searchParams.get("token")!;
    const form = (value: string) => {
      const f = new FormData();
      f.set("token", value);
      return f;
    };
    expect(await unsubscribeReminderEmailAction("idle", form(`${token}x`))).toBe("invalid");
    expect((await getReminderSettings(p.id))?.byEmail).toBe(true);
    expect(await unsubscribeReminderEmailAction("idle", form(token))).toBe("done");
    expect((await getReminderSettings(p.id))?.byEmail).toBe(false);
  });
});

describe("the calendar feed", () => {
  it("answers the person's events for the current link, and 404 for a link that was replaced", async () => {
    const user = await person("Europe/Berlin", {
      days: [6, 7],
      practiceTimes: { mood: 8 * 60 + 30, skill: 18 * 60, reflection: 21 * 60 },
      practices: ["mood", "skill"],
    });
    session.current = { user, claims: {} };
    const first = await resetCalendarLink();
    if (!first.ok) throw new Error(first.message);
    expect(first.data.url).toMatch(/^http:\/\/127\.0\.0\.1:3999\/api\/reminders\/calendar\.ics\?token=[\w-]{43}$/);
    // Only the hash is kept.
    expect((await getReminderSettings(user.id))?.calendarTokenHash).not.toContain(new URL(first.data.url).searchParams.get("token"));

    const response = await calendarRoute.GET(new Request(first.data.url));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
    ICAL.TimezoneService.register(zone, zone.tzid);
    const events = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(events.map((e) => e.summary)).toEqual(["Mood check-in", "Today's skill"]);
    expect(events[0]!.startDate.toString()).toMatch(/T08:30:00$/);
    // Each practice at its own time.
    expect(events[1]!.startDate.toString()).toMatch(/T18:00:00$/);
    // Expanded past the next spring change: 08:30 in Berlin stays 08:30 (07:30Z in winter, 06:30Z in summer).
    const it = events[0]!.iterator();
    const times = new Set<string>();
    for (let next = it.next(), n = 0; next && n < 40; next = it.next(), n++) times.add(next.toJSDate().toISOString().slice(11, 16));
    expect([...times].sort()).toEqual(["06:30", "07:30"]);

    const second = await resetCalendarLink();
    if (!second.ok) throw new Error(second.message);
    expect((await calendarRoute.GET(new Request(first.data.url))).status).toBe(404);
    expect((await calendarRoute.GET(new Request(second.data.url))).status).toBe(200);
    expect((await calendarRoute.GET(new Request("http://127.0.0.1:3999/api/reminders/calendar.ics"))).status).toBe(404);
    expect((await calendarRoute.GET(new Request(`http://127.0.0.1:3999/api/reminders/calendar.ics?token=${"x".repeat(43)}`))).status).toBe(404);
  });

  it("made before any reminder is saved, says so in the feed instead of serving a silent empty calendar", async () => {
    const user = (await createUser({
      email: `cal-${crypto.randomUUID()}@example.com`,
      firstName: "A",
      lastName: "B",
      passwordHash: "x",
      timeZone: "Asia/Calcutta",
    }))!;
    session.current = { user, claims: {} };
    const made = await resetCalendarLink();
    if (!made.ok) throw new Error(made.message);
    const text = await (await calendarRoute.GET(new Request(made.data.url))).text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(events.map((e) => e.summary)).toEqual(["Journey to Peace: no reminders here yet"]);
    expect(events[0]!.description).toContain("open Reminders on your profile");
    expect(calendar.getFirstPropertyValue("x-wr-caldesc")).toContain("None are on yet");
    // The zone by its current name.
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Asia/Kolkata");
    expect(text).not.toContain("Calcutta");
  });
});
