/**
 * What a reminder can be about, and which days it can fall on. Pure constants, shared by the
 * database checks (db/schema/reminders.ts), the settings form, the sender and the calendar feed.
 */

/** The practices a person can ask to be reminded of, in the order the form lists them. */
export const REMINDER_PRACTICES = ["mood", "skill", "reflection"] as const;
export type ReminderPractice = (typeof REMINDER_PRACTICES)[number];

/**
 * The form field of a practice's own time: "moodTime", "skillTime", "reflectionTime". Here, not
 * beside the schema in lib/validations/reminders.ts, so the form in the browser names its fields
 * without bringing zod into /profile's first load.
 */
export const practiceTimeField = (practice: ReminderPractice) => `${practice}Time` as const;

/** Each practice's own time of day, in minutes after the person's local midnight. */
export type PracticeTimes = Readonly<Record<ReminderPractice, number>>;

/**
 * Where each practice's time starts: a mood check-in in the morning, a skill at midday, the
 * reflection in the evening (it looks back on a day, so it never comes at breakfast).
 */
export const DEFAULT_PRACTICE_TIMES: PracticeTimes = { mood: 9 * 60, skill: 12 * 60 + 30, reflection: 20 * 60 + 30 };

/** ISO weekdays: 1 is Monday, 7 is Sunday (as RFC 5545's week starts on Monday too). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Where each practice lives: a notification or mail opens this page. */
export const PRACTICE_PATHS: Record<ReminderPractice, string> = {
  mood: "/dashboard?open=mood",
  skill: "/habits",
  reflection: "/dashboard?open=journal",
};

/**
 * How a claimed reminder ended: "pending" while it is being delivered, then sent, or not sent
 * because every practice was already done that day, because it fell in quiet hours, because no
 * channel was set up, or because every channel failed.
 */
export const REMINDER_OUTCOMES = ["pending", "sent", "all_done", "quiet_hours", "no_channel", "failed"] as const;
export type ReminderOutcome = (typeof REMINDER_OUTCOMES)[number];

/** The ways a reminder travels (the calendar feed is read by the person's calendar, not sent). */
export const REMINDER_CHANNELS = ["push", "email"] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
