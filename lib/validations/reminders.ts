import { z } from "zod";
import { practiceTimeField, REMINDER_PRACTICES } from "@/lib/reminders/practices";
import { inQuietHours } from "@/lib/reminders/quiet-hours";

export const REMINDER_MESSAGES = {
  time: "Choose a time, for example 09:00.",
  day: "Choose at least one day.",
  practice: "Choose at least one thing to be reminded of.",
  quietBoth: "Set both quiet-hour times, or leave both empty.",
  quietSame: "Quiet hours need two different times.",
  insideQuiet: "This time is inside your quiet hours. Choose another time, or change the quiet hours.",
} as const;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "HH:MM" → minutes after midnight. */
function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

/** Minutes after midnight → "HH:MM", as a time input shows them. */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

const time = z.string({ error: REMINDER_MESSAGES.time }).trim().regex(TIME, REMINDER_MESSAGES.time).transform(minutesOf);
const optionalTime = z
  .string()
  .trim()
  .transform((v) => (v === "" ? null : v))
  .pipe(z.string().regex(TIME, REMINDER_MESSAGES.time).transform(minutesOf).nullable());

const practiceTimeFields = Object.fromEntries(REMINDER_PRACTICES.map((p) => [practiceTimeField(p), time])) as Record<
  ReturnType<typeof practiceTimeField>,
  typeof time
>;

/** The Reminders form as the browser sends it (checkboxes as lists, each practice's time as "HH:MM"). */
export const reminderSettingsSchema = z
  .object({
    enabled: z.boolean(),
    days: z
      .array(z.coerce.number().int().min(1, REMINDER_MESSAGES.day).max(7, REMINDER_MESSAGES.day))
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    ...practiceTimeFields,
    practices: z
      .array(z.enum(REMINDER_PRACTICES, { error: REMINDER_MESSAGES.practice }))
      .max(REMINDER_PRACTICES.length)
      .transform((list) => REMINDER_PRACTICES.filter((p) => list.includes(p))),
    quietStart: optionalTime,
    quietEnd: optionalTime,
    byEmail: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.enabled && v.days.length === 0) ctx.addIssue({ code: "custom", path: ["days"], message: REMINDER_MESSAGES.day });
    if (v.enabled && v.practices.length === 0) ctx.addIssue({ code: "custom", path: ["practices"], message: REMINDER_MESSAGES.practice });
    if ((v.quietStart === null) !== (v.quietEnd === null)) {
      ctx.addIssue({ code: "custom", path: [v.quietStart === null ? "quietStart" : "quietEnd"], message: REMINDER_MESSAGES.quietBoth });
    } else if (v.quietStart !== null && v.quietStart === v.quietEnd) {
      ctx.addIssue({ code: "custom", path: ["quietEnd"], message: REMINDER_MESSAGES.quietSame });
    } else {
      // A chosen practice cannot come in quiet hours; an unchosen one only keeps its time for later.
      for (const p of v.practices) {
        if (inQuietHours(v[practiceTimeField(p)], v)) ctx.addIssue({ code: "custom", path: [practiceTimeField(p)], message: REMINDER_MESSAGES.insideQuiet });
      }
    }
  })
  .transform(({ moodTime, skillTime, reflectionTime, ...rest }) => ({
    ...rest,
    practiceTimes: { mood: moodTime, skill: skillTime, reflection: reflectionTime },
  }));

/** The form's fields out of FormData, in the schema's input shape (a missing checkbox is off). */
export function reminderFormInput(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    enabled: form.get("enabled") === "on",
    days: form.getAll("days").map(String),
    moodTime: text(practiceTimeField("mood")),
    skillTime: text(practiceTimeField("skill")),
    reflectionTime: text(practiceTimeField("reflection")),
    practices: form.getAll("practices").map(String),
    quietStart: text("quietStart"),
    quietEnd: text("quietEnd"),
    byEmail: form.get("byEmail") === "on",
  };
}

/**
 * Push services browsers use. A subscription's endpoint is where the server will POST, so only
 * these hosts are accepted: anything else would let a client make the server call an address of
 * its choosing.
 */
const PUSH_HOSTS = ["fcm.googleapis.com", "android.googleapis.com", "push.services.mozilla.com", "push.apple.com", "notify.windows.com"];

/** Unpadded base64url of a fixed number of bytes: 65 (a P-256 public key) is 87 characters, 16 is 22. */
const base64url = (chars: number) => z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}=*$`), "not a key this app can use");

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https$/ })
    .max(1000)
    // A push service's address is plain ASCII; the URL check lets a NUL byte or a lone surrogate
    // through, which Postgres cannot store (a 500 before this).
    .refine((url) => /^[\x21-\x7E]+$/.test(url), "not a push service address")
    // zod runs this check even after `url()` has refused the value, so the parse must not throw.
    .refine((url) => {
      const host = URL.canParse(url) ? new URL(url).hostname.toLowerCase() : "";
      return PUSH_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
    }, "not a known push service"),
  keys: z.object({ p256dh: base64url(87), auth: base64url(22) }),
});
