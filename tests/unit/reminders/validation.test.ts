import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeToken } from "@/lib/reminders/unsubscribe-token";
import { pushSubscriptionSchema, REMINDER_MESSAGES, reminderFormInput, reminderSettingsSchema } from "@/lib/validations/reminders";

const valid = {
  enabled: true,
  days: ["1", "3"],
  moodTime: "09:30",
  skillTime: "12:30",
  reflectionTime: "20:30",
  practices: ["mood"],
  quietStart: "",
  quietEnd: "",
  byEmail: false,
} as const;
const errorsOf = (input: unknown) => {
  const parsed = reminderSettingsSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("the reminder settings schema", () => {
  it("reads the form: each practice's time as minutes, days and practices in order without repeats", () => {
    const form = new FormData();
    form.set("enabled", "on");
    for (const d of ["5", "1", "5"]) form.append("days", d);
    form.set("moodTime", "07:30");
    form.set("skillTime", "13:00");
    form.set("reflectionTime", "21:05");
    for (const p of ["reflection", "mood"]) form.append("practices", p);
    form.set("quietStart", "22:00");
    form.set("quietEnd", "07:00");
    expect(reminderSettingsSchema.parse(reminderFormInput(form))).toEqual({
      enabled: true,
      days: [1, 5],
      practiceTimes: { mood: 7 * 60 + 30, skill: 13 * 60, reflection: 21 * 60 + 5 },
      practices: ["mood", "reflection"],
      quietStart: 22 * 60,
      quietEnd: 7 * 60,
      byEmail: false,
    });
  });

  it("asks for a day and a practice only when reminders are on", () => {
    expect(errorsOf({ ...valid, days: [], practices: [] })).toEqual({ days: REMINDER_MESSAGES.day, practices: REMINDER_MESSAGES.practice });
    expect(errorsOf({ ...valid, enabled: false, days: [], practices: [] })).toEqual({});
  });

  it("refuses times that are not times, unknown days and practices", () => {
    expect(errorsOf({ ...valid, moodTime: "25:00" })).toEqual({ moodTime: REMINDER_MESSAGES.time });
    expect(errorsOf({ ...valid, reflectionTime: "9:3\u0000" })).toEqual({ reflectionTime: REMINDER_MESSAGES.time });
    expect(Object.keys(errorsOf({ ...valid, days: ["8"] }))).toEqual(["days"]);
    expect(Object.keys(errorsOf({ ...valid, practices: ["sleep"] }))).toEqual(["practices"]);
  });

  it("wants both quiet-hour times or neither, different, and each chosen practice outside them", () => {
    expect(errorsOf({ ...valid, quietStart: "22:00" })).toEqual({ quietEnd: REMINDER_MESSAGES.quietBoth });
    expect(errorsOf({ ...valid, quietStart: "22:00", quietEnd: "22:00" })).toEqual({ quietEnd: REMINDER_MESSAGES.quietSame });
    expect(errorsOf({ ...valid, moodTime: "23:30", quietStart: "22:00", quietEnd: "07:00" })).toEqual({ moodTime: REMINDER_MESSAGES.insideQuiet });
    expect(errorsOf({ ...valid, moodTime: "07:00", quietStart: "22:00", quietEnd: "07:00" })).toEqual({});
    // Only a chosen practice: the reflection keeps its 23:00 for later while it is not chosen.
    expect(errorsOf({ ...valid, reflectionTime: "23:00", quietStart: "22:00", quietEnd: "07:00" })).toEqual({});
    expect(errorsOf({ ...valid, practices: ["mood", "reflection"], reflectionTime: "23:00", quietStart: "22:00", quietEnd: "07:00" })).toEqual({
      reflectionTime: REMINDER_MESSAGES.insideQuiet,
    });
  });
});

describe("push subscriptions", () => {
  const keys = { p256dh: "B".repeat(87), auth: "a".repeat(22) };
  it("come from a known push service over https", () => {
    expect(pushSubscriptionSchema.safeParse({ endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys }).success).toBe(true);
    expect(pushSubscriptionSchema.safeParse({ endpoint: "https://updates.push.services.mozilla.com/wpush/v2/x", keys }).success).toBe(true);
    expect(pushSubscriptionSchema.safeParse({ endpoint: "https://web.push.apple.com/QA", keys }).success).toBe(true);
  });

  it("are refused anywhere else, so the server never posts where a client chooses", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/x",
      "https://127.0.0.1/x",
      "https://metadata.internal/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilpush.apple.com.example/x",
    ]) {
      expect(pushSubscriptionSchema.safeParse({ endpoint, keys }).success, endpoint).toBe(false);
    }
    expect(pushSubscriptionSchema.safeParse({ endpoint: "https://fcm.googleapis.com/x", keys: { ...keys, auth: "short" } }).success).toBe(false);
  });
  it("refuse an endpoint that is no URL at all with a message, never a thrown error", () => {
    for (const endpoint of ["__proto__", "", "fcm.googleapis.com", "https://"]) {
      const parsed = pushSubscriptionSchema.safeParse({ endpoint, keys });
      expect(parsed.success, endpoint).toBe(false);
    }
  });
});

describe("unsubscribe tokens", () => {
  const id = "0190a6e2-7c3b-7d4e-8f00-123456789abc";
  it("name the person they were made for", () => {
    expect(readUnsubscribeToken(unsubscribeToken(id, "secret-one"), "secret-one")).toBe(id);
  });

  it("are refused when altered, made with another secret or for someone else", () => {
    const token = unsubscribeToken(id, "secret-one");
    expect(readUnsubscribeToken(token, "secret-two")).toBeNull();
    expect(readUnsubscribeToken(token.replace(id, "0190a6e2-7c3b-7d4e-8f00-123456789abd"), "secret-one")).toBeNull();
    expect(readUnsubscribeToken(`${token}x`, "secret-one")).toBeNull();
    expect(readUnsubscribeToken(`${token}.x`, "secret-one")).toBeNull();
    expect(readUnsubscribeToken("", "secret-one")).toBeNull();
  });
});
