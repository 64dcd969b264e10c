import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { reminderCalendar, type CalendarInput } from "@/lib/reminders/calendar";

const base: CalendarInput = {
  enabled: true,
  days: [1, 3, 5],
  practiceTimes: { mood: 9 * 60, skill: 9 * 60, reflection: 20 * 60 + 30 },
  practices: ["mood", "reflection"],
  timeZone: "Europe/Berlin",
  since: new Date("2026-03-20T12:00:00Z"),
  uidSeed: "abc123",
  origin: "https://peace.example.com",
  now: new Date("2026-03-20T12:00:00Z"),
};

/** Parses the feed as a calendar app would: its own VTIMEZONE registered, each event's rule expanded. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents("vtimezone").map((c) => new ICAL.Timezone(c));
  for (const zone of zones) ICAL.TimezoneService.register(zone, zone.tzid);
  const events = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
  return { calendar, zones, events };
}

function occurrences(event: ICAL.Event, count: number): string[] {
  const iterator = event.iterator();
  const found: string[] = [];
  for (let next = iterator.next(); next && found.length < count; next = iterator.next()) found.push(next.toJSDate().toISOString());
  return found;
}

describe("the calendar feed", () => {
  it("has one weekly event per chosen practice at the local time, on the chosen days", () => {
    const { calendar, events } = parse(reminderCalendar(base));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Journey to Peace reminders");
    expect(events.map((e) => e.summary)).toEqual(["Mood check-in", "Evening reflection"]);
    const [mood] = events;
    expect(mood!.uid).toBe("mood-abc123@peace.example.com");
    expect(mood!.startDate.zone?.tzid).toBe("Europe/Berlin");
    expect(mood!.startDate.toString()).toBe("2026-03-20T09:00:00");
    const rule = mood!.component.getFirstPropertyValue("rrule") as ICAL.Recur;
    expect(rule.freq).toBe("WEEKLY");
    expect(rule.getComponent("byday")).toEqual(["MO", "WE", "FR"]);
    expect(mood!.component.getFirstPropertyValue("url")).toBe("https://peace.example.com/dashboard?open=mood");
    expect(mood!.component.getFirstSubcomponent("valarm")?.getFirstPropertyValue("action")).toBe("DISPLAY");
    // The evening reflection at its own time, not the check-in's.
    expect(events[1]!.startDate.toString()).toBe("2026-03-20T20:30:00");
  });

  it("stays at 09:00 local across the spring and autumn changes", () => {
    const { events } = parse(reminderCalendar(base));
    // Friday 20 March (CET, UTC+1), then Monday 23, Wednesday 25, Friday 27 March; Monday 30 March is CEST (UTC+2).
    expect(occurrences(events[0]!, 5)).toEqual([
      "2026-03-20T08:00:00.000Z",
      "2026-03-23T08:00:00.000Z",
      "2026-03-25T08:00:00.000Z",
      "2026-03-27T08:00:00.000Z",
      "2026-03-30T07:00:00.000Z",
    ]);
    const autumn = parse(reminderCalendar({ ...base, since: new Date("2026-10-21T12:00:00Z") }));
    expect(occurrences(autumn.events[0]!, 3)).toEqual(["2026-10-21T07:00:00.000Z", "2026-10-23T07:00:00.000Z", "2026-10-26T08:00:00.000Z"]);
  });

  it("describes the zone's changes itself, for calendars that do not know it by name", () => {
    const { zones } = parse(reminderCalendar({ ...base, timeZone: "America/Los_Angeles", days: [7] }));
    const zone = zones[0]!;
    expect(zone.tzid).toBe("America/Los_Angeles");
    const offsetAt = (iso: string) => zone.utcOffset(ICAL.Time.fromDateTimeString(iso)) / 3600;
    expect(offsetAt("2026-01-10T12:00:00")).toBe(-8);
    expect(offsetAt("2026-07-10T12:00:00")).toBe(-7);
    expect(offsetAt("2031-07-10T12:00:00")).toBe(-7);
    expect(offsetAt("2031-12-10T12:00:00")).toBe(-8);
  });

  it("works for a zone without DST", () => {
    const { events } = parse(reminderCalendar({ ...base, timeZone: "Asia/Kolkata", days: [1, 2, 3, 4, 5, 6, 7], practices: ["skill"] }));
    expect(occurrences(events[0]!, 2)).toEqual(["2026-03-20T03:30:00.000Z", "2026-03-21T03:30:00.000Z"]);
  });

  it("starts on the first chosen day on or after the settings were made", () => {
    const { events } = parse(reminderCalendar({ ...base, days: [2] }));
    expect(events[0]!.startDate.toString()).toBe("2026-03-24T09:00:00");
  });

  it("is never silently empty: with nothing to hold, one all-day note on the day it is read says why", () => {
    for (const input of [
      { ...base, enabled: false },
      { ...base, practices: [] },
      { ...base, days: [] },
    ]) {
      const { calendar, events, zones } = parse(reminderCalendar({ ...input, now: new Date("2026-03-22T20:00:00Z") }));
      expect(zones).toEqual([]);
      expect(events.map((e) => e.summary)).toEqual(["Journey to Peace: no reminders here yet"]);
      expect(events[0]!.startDate.toString()).toBe("2026-03-22");
      expect(events[0]!.startDate.isDate).toBe(true);
      expect(events[0]!.uid).toBe("none-abc123@peace.example.com");
      expect(events[0]!.component.getFirstPropertyValue("url")).toBe("https://peace.example.com/profile#reminders-title");
      expect(calendar.getFirstPropertyValue("x-wr-caldesc")).toContain("open Reminders on your profile");
    }
  });

  it("names the zone by its current name, whatever name it was saved under", () => {
    const text = reminderCalendar({ ...base, timeZone: "Asia/Calcutta" });
    const { events, zones } = parse(text);
    expect(zones[0]!.tzid).toBe("Asia/Kolkata");
    expect(events[0]!.startDate.zone?.tzid).toBe("Asia/Kolkata");
    expect(text).not.toContain("Calcutta");
  });
});
