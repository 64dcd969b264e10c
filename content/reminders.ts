/**
 * The words of reminders: notifications, mails, the calendar feed and the settings form. Written
 * for this app. A reminder is an invitation, never a judgement: no "you missed", no counts of
 * days, no threat of losing anything (tests/unit/reminders/copy.test.ts keeps it that way).
 * Several lines per practice so the same words do not arrive every day.
 */
import type { ReminderPractice } from "@/lib/reminders/practices";

type PracticeCopy = {
  /** The practice's name in the form, the calendar and the mail. */
  label: string;
  /** One line under the checkbox in the form, and the calendar event's description. */
  hint: string;
  /** The words on the button or link that opens the practice. */
  action: string;
  /** Reminder lines; one is chosen per day. */
  lines: readonly string[];
};

export const REMINDER_PRACTICE_COPY: Readonly<Record<ReminderPractice, PracticeCopy>> = {
  mood: {
    label: "Mood check-in",
    hint: "A minute to notice how your mind and body feel.",
    action: "Check in",
    lines: [
      "How are you, right now? One minute with the mood checker is enough.",
      "A small pause: notice your breath, then tell the mood checker how you feel.",
      "Whenever you are ready, check in with yourself. There are no wrong answers.",
      "Your mind and body may have something to say. A short check-in is here for you.",
    ],
  },
  skill: {
    label: "Today's skill",
    hint: "A few quiet minutes with the next small skill of a habit.",
    action: "Open my habits",
    lines: [
      "Your next small skill is ready when you are.",
      "A few quiet minutes for today's skill? Begin wherever you are.",
      "One small step of your practice is waiting for you, with no rush at all.",
      "Today's skill is short. Try a little of it, if the day allows.",
    ],
  },
  reflection: {
    label: "Evening reflection",
    hint: "A few lines in your journal as the day settles.",
    action: "Write a few lines",
    lines: [
      "The day is settling. A few lines in your journal can help it rest.",
      "Before the evening ends: what stayed with you today?",
      "A gentle moment to look back on your day, in as many words as you like.",
      "Set the day down softly. One thought in your journal is plenty.",
    ],
  },
};

/** Notification and mail titles; one is chosen per day. */
export const REMINDER_TITLES: readonly string[] = ["A gentle reminder", "A moment for you", "Whenever you are ready", "A small pause"];

/** Follows the first line when more than one practice is waiting: "Also here for you: …". */
export const REMINDER_ALSO = "Also here for you:";

export const REMINDER_MAIL = {
  greeting: (firstName: string) => `Hello ${firstName || "there"},`,
  why: "You asked Journey to Peace for these reminders.",
  change: "Change the days, the time or what they are about on your profile:",
  unsubscribe: "Stop reminder emails with one click:",
  unsubscribeLink: "Stop reminder emails",
};

export const REMINDER_CALENDAR = {
  /** The feed's name in a calendar app. */
  name: "Journey to Peace reminders",
  /** While it has nothing to hold: one all-day note on the day it is read, so it is never silently empty. */
  empty: {
    summary: "Journey to Peace: no reminders here yet",
    description:
      "This calendar holds the reminders you turn on in Journey to Peace, each practice at its own time. None are on yet: open Reminders on your profile, choose the days and practices, and save. They appear here the next time your calendar looks.",
  },
};

/** The settings form on /profile. */
export const REMINDER_FORM = {
  title: "Reminders",
  intro: "Gentle nudges at a time you choose. They are off until you turn them on, and you can change or stop them at any time.",
  enabled: "Send me gentle reminders",
  days: "On these days",
  time: "Time",
  /** Completes a practice's "Time" label for screen readers: "Time for Evening reflection". */
  timeOf: (practice: string) => `for ${practice}`,
  practices: "Remind me of, each at its own time",
  quietHours: "Quiet hours",
  quietHint: "No reminder arrives between these times. Leave both empty for none.",
  quietFrom: "Quiet from",
  quietTo: "Quiet until",
  channels: "How they reach me",
  email: "By email",
  save: "Save reminders",
  saving: "Saving…",
  saved: "Your reminders are saved.",
  zone: (zone: string) => `Times are in your time zone, ${zone}.`,
  push: {
    label: "Notifications on this device",
    allow: "Allow notifications on this device",
    allowing: "Asking your browser…",
    on: "This device shows your reminders.",
    turnOff: "Stop notifications on this device",
    denied: "Notifications are blocked for this site. You can allow them in your browser's site settings.",
    unsupported: "This browser cannot show notifications from a website.",
    failed: "This browser could not set up notifications just now. Email and the calendar still work.",
  },
  calendar: {
    title: "Calendar",
    intro: "Add your reminders to any calendar app that can subscribe to a link.",
    create: "Make a calendar link",
    reset: "Make a new calendar link",
    resetHint: "The link you had before stops working.",
    copy: "Copy link",
    copied: "Copied",
    shownOnce: "Keep this link private: anyone with it can see your reminder times. It is shown only now.",
    hasLink: "You have a calendar link. If you need it again, make a new one: the old one then stops working.",
    /** What the link holds, from the saved reminders: "Mood check-in at 09:00 and Evening reflection at 20:30". */
    holds: (items: string) => `It holds your saved reminders: ${items}, on the days you chose. When you change them, it follows.`,
    holdsNothing:
      "It holds the reminders you turn on and save above, each at its own time. Until then it shows a single note saying that none are on yet, so it is never silently empty.",
  },
};

export const DAY_NAMES: Readonly<Record<number, { short: string; long: string }>> = {
  1: { short: "Mon", long: "Monday" },
  2: { short: "Tue", long: "Tuesday" },
  3: { short: "Wed", long: "Wednesday" },
  4: { short: "Thu", long: "Thursday" },
  5: { short: "Fri", long: "Friday" },
  6: { short: "Sat", long: "Saturday" },
  7: { short: "Sun", long: "Sunday" },
};

/** The signed-out page a mail's unsubscribe link opens. */
export const REMINDER_UNSUBSCRIBE_PAGE = {
  title: "Stop reminder emails",
  body: "One click and no more reminder emails will come. Notifications and your calendar link stay as they are.",
  button: "Stop reminder emails",
  done: "Done. No more reminder emails will come. You can turn them back on from your profile at any time.",
  invalid: "This link does not work. Open your profile to change your reminders.",
};
