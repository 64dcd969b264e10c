/**
 * The calendar feed: one weekly VEVENT per chosen practice at that practice's own local time, on
 * the chosen days, with the zone (TZID and its VTIMEZONE, by its current name) so the time stays
 * put across DST. Never silently empty: while there is nothing to hold (reminders off, or a link
 * made before any were saved) it holds one all-day note, on the day it is read, saying so and
 * where to turn them on. Built as components with ical.js, which also writes the text (folding,
 * escaping, line endings).
 */
import ICAL from "ical.js";
import { reminderWords } from "@/content/by-locale/reminders";
import type { Locale } from "@/lib/i18n/locales";
import { addDays, currentTimeZoneName, localDay } from "@/lib/time";
import { PRACTICE_PATHS, type PracticeTimes, type ReminderPractice } from "./practices";
import { weekdayOf } from "./schedule";
import { vtimezone } from "./vtimezone";

const BYDAY = ["", "MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;

/** How long each event lasts in the calendar: a short practice. */
const EVENT_MINUTES = 10;

export type CalendarInput = {
  enabled: boolean;
  days: readonly number[];
  practiceTimes: PracticeTimes;
  practices: readonly ReminderPractice[];
  timeZone: string;
  /** The events start from the first chosen day on or after this (when the settings were made), so they stay the same from one fetch to the next. */
  since: Date;
  /** Stable per person, never their id or email: makes each event's UID. */
  uidSeed: string;
  origin: string;
  now: Date;
  /** The language of the events' titles and words; English unless the account saved another. */
  locale?: Locale;
};

function localTime(day: string, minuteOfDay: number): ICAL.Time {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return ICAL.Time.fromData({ year, month, day: date, hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60, second: 0, isDate: false });
}

/** Nothing to hold: one all-day note on the day the feed is read (the same UID, so it moves, never piles up). */
function nothingYet(input: CalendarInput, zone: string, host: string): ICAL.Component {
  const { REMINDER_CALENDAR } = reminderWords(input.locale ?? "en");
  const [year, month, day] = localDay(input.now, zone).split("-").map(Number) as [number, number, number];
  const event = new ICAL.Component("vevent");
  event.addPropertyWithValue("uid", `none-${input.uidSeed}@${host}`);
  event.addPropertyWithValue("dtstamp", ICAL.Time.fromJSDate(input.now, true));
  event.addPropertyWithValue("dtstart", ICAL.Time.fromData({ year, month, day, isDate: true }));
  event.addPropertyWithValue("summary", REMINDER_CALENDAR.empty.summary);
  event.addPropertyWithValue("description", REMINDER_CALENDAR.empty.description);
  event.addPropertyWithValue("url", `${input.origin}/profile#reminders-title`);
  event.addPropertyWithValue("transp", "TRANSPARENT");
  return event;
}

/** The feed as iCalendar text; with reminders off, or no day or practice chosen, it holds the note that says so. */
export function reminderCalendar(input: CalendarInput): string {
  const { REMINDER_CALENDAR, REMINDER_PRACTICE_COPY } = reminderWords(input.locale ?? "en");
  const zone = currentTimeZoneName(input.timeZone);
  const host = new URL(input.origin).host;
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("prodid", "-//Journey to Peace//Reminders//EN");
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  calendar.addPropertyWithValue("method", "PUBLISH");
  calendar.addPropertyWithValue("x-wr-calname", REMINDER_CALENDAR.name);
  calendar.addPropertyWithValue("x-wr-timezone", zone);
  const days = input.days.filter((d) => d >= 1 && d <= 7);
  if (!input.enabled || days.length === 0 || input.practices.length === 0) {
    calendar.addPropertyWithValue("x-wr-caldesc", REMINDER_CALENDAR.empty.description);
    calendar.addSubcomponent(nothingYet(input, zone, host));
    return calendar.toString();
  }

  calendar.addSubcomponent(vtimezone(zone, input.now));
  let first = localDay(input.since, zone);
  while (!days.includes(weekdayOf(first))) first = addDays(first, 1);
  for (const practice of input.practices) {
    const copy = REMINDER_PRACTICE_COPY[practice];
    const event = new ICAL.Component("vevent");
    event.addPropertyWithValue("uid", `${practice}-${input.uidSeed}@${host}`);
    event.addPropertyWithValue("dtstamp", ICAL.Time.fromJSDate(input.now, true));
    event.addPropertyWithValue("dtstart", localTime(first, input.practiceTimes[practice])).setParameter("tzid", zone);
    event.addPropertyWithValue("duration", ICAL.Duration.fromData({ minutes: EVENT_MINUTES }));
    event.addPropertyWithValue("rrule", ICAL.Recur.fromData({ freq: "WEEKLY", byday: [...days].sort().map((d) => BYDAY[d]!) }));
    event.addPropertyWithValue("summary", copy.label);
    event.addPropertyWithValue("description", copy.hint);
    event.addPropertyWithValue("url", `${input.origin}${PRACTICE_PATHS[practice]}`);
    event.addPropertyWithValue("transp", "TRANSPARENT");
    const alarm = new ICAL.Component("valarm");
    alarm.addPropertyWithValue("action", "DISPLAY");
    alarm.addPropertyWithValue("description", copy.label);
    alarm.addPropertyWithValue("trigger", ICAL.Duration.fromData({ minutes: 0 }));
    event.addSubcomponent(alarm);
    calendar.addSubcomponent(event);
  }
  return calendar.toString();
}
