import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { habits, practicePlans, reminderSettings, skills } from "@/db/schema";
import { personWithReminders } from "../support/reminder-person";

// Issue 37: mail and notifications reach a person in the language saved on their account, and an
// English account's stay exactly as they were. Mail goes to the dev outbox (no SMTP host).
Object.assign(process.env, { APP_URL: "http://127.0.0.1:3999", AUTH_SECRET: "outside-test-secret-0123456789-0123456789", SMTP_HOST: "" });
const { resetEnvCache } = await import("@/lib/env");
resetEnvCache();
const { setUserLocale } = await import("@/lib/data/users");
const { getReminderSettings } = await import("@/lib/data/reminders");
const { listOutboxFor } = await import("@/lib/data/outbox");
const { mailResetLink } = await import("@/lib/auth/password-reset");
const { sendDueReminders } = await import("@/lib/reminders/sender");
const { sendPlannedPractices } = await import("@/lib/reminders/planned");
const { tellOwner } = await import("@/lib/two-step/owner-notice");
const { nextPracticeDue } = await import("@/lib/reminders/plan");
const { composeReminder } = await import("@/lib/reminders/message");
const { reminderMail } = await import("@/lib/reminders/email");
const { replaceCalendarTokenHash } = await import("@/lib/data/reminders");
const { hashCalendarToken, newCalendarToken } = await import("@/lib/reminders/links");
const { calendarFeedFor, unsubscribeLocale } = await import("@/lib/reminders/service");
const { unsubscribeToken } = await import("@/lib/reminders/unsubscribe-token");
const { REMINDER_TITLES } = await import("@/content/reminders");
const { REMINDER_TITLES: HINDI_TITLES } = await import("@/content/hi/reminders");

const DEVANAGARI = /[\u0900-\u097F]/;
/** Three Latin words in a row outside the brand and addresses: English left in a Hindi text. */
const englishRun = (text: string) =>
  /[A-Za-z]{2,}[ ,.:]+[A-Za-z]{2,}[ ,.:]+[A-Za-z]{2,}/.test(text.replaceAll("Journey to Peace", "").replace(/\S+:\/\/\S+/g, ""));

async function kolkataPerson(locale: "en" | "hi" | null) {
  const person = await personWithReminders("Asia/Kolkata");
  if (locale) await setUserLocale(person.id, locale);
  return person;
}

beforeEach(async () => {
  await getDb().update(reminderSettings).set({ enabled: false });
});

describe("the password reset mail", () => {
  it("is in Hindi for a Hindi account, and word for word as before for an English one", async () => {
    const hindi = await kolkataPerson("hi");
    await mailResetLink(hindi.email, "http://127.0.0.1:3999", "10.0.0.1");
    const [hiMail] = await listOutboxFor(hindi.email);
    expect(hiMail?.subject).toBe("अपना पासवर्ड बदलिए");
    expect(hiMail?.text).toMatch(/^नमस्ते Mira,\n\nकिसी ने \(उम्मीद है, आपने ही\)/);
    expect(hiMail?.text).toContain("/reset-password?token=");
    expect(englishRun(hiMail!.text)).toBe(false);

    for (const locale of ["en", null] as const) {
      const english = await kolkataPerson(locale);
      await mailResetLink(english.email, "http://127.0.0.1:3999", "10.0.0.1");
      const [enMail] = await listOutboxFor(english.email);
      expect(enMail?.subject).toBe("Reset your password");
      expect(enMail?.text).toMatch(
        /^Hello Mira,\n\nSomeone \(hopefully you\) asked to reset the password of your account\.\nOpen this link within the next hour to choose a new one:\n\nhttp:\/\/127\.0\.0\.1:3999\/reset-password\?token=[\w-]+\n\nIf you did not ask for this, you can ignore this mail: your password stays as it is\.\n$/,
      );
    }
  });
});

describe("the second step's notice to the owner", () => {
  it("tells a Hindi account in Hindi what happened and what to do, and an English one in English as before", async () => {
    const hindi = await kolkataPerson("hi");
    await tellOwner(hindi.id, "second_step_stopped", "10.0.0.1");
    await tellOwner(hindi.id, "second_step_codes_paused", "10.0.0.1");
    const [paused, stopped] = await listOutboxFor(hindi.email);
    expect(stopped?.subject).toBe("आपके खाते में एक लॉग इन रोका गया");
    expect(stopped?.text).toMatch(/^नमस्ते Mira,\n\nअभी-अभी आपका पासवर्ड सही डाला गया, पर उसके बाद 10 ऐसे कोड/);
    expect(stopped?.text).toContain("कृपया नया पासवर्ड चुनिए");
    expect(stopped?.text).toContain("http://127.0.0.1:3999/forgot-password");
    expect(paused?.subject).toBe("आपके ऑथेंटिकेटर ऐप के कोड एक दिन के लिए रोके गए हैं");
    expect(paused?.text).toContain("“हाल की गतिविधि”");
    for (const mail of [stopped, paused]) expect(englishRun(mail!.text)).toBe(false);

    const english = await kolkataPerson(null);
    await tellOwner(english.id, "second_step_stopped", "10.0.0.1");
    const [enMail] = await listOutboxFor(english.email);
    expect(enMail?.subject).toBe("A sign-in to your account was stopped");
    expect(enMail?.text).toBe(
      "Hello Mira,\n\nYour password was just entered correctly, followed by 10 codes that did not match, so that sign-in was stopped.\n\n" +
        "If it was you, log in again with your password and the newest code from your app, your passkey or a recovery code.\n\n" +
        "If it was not you, someone may know your password. Please choose a new one: that ends every sign-in waiting for a code and signs out every device.\n" +
        "http://127.0.0.1:3999/forgot-password\n\nYou can see this under Recent activity on your profile.\n",
    );
  });
});

describe("a reminder", () => {
  it("mails a Hindi account in Hindi and an English one in English, from the sender", async () => {
    const hindi = await kolkataPerson("hi");
    const english = await kolkataPerson(null);
    const from = new Date("2026-03-28T10:00:00Z");
    for (const person of [hindi, english]) {
      const at = nextPracticeDue((await getReminderSettings(person.id))!, "Asia/Kolkata", from);
      await getDb().update(reminderSettings).set({ nextDueAt: at, enabled: true }).where(eq(reminderSettings.userId, person.id));
    }
    expect(await sendDueReminders(new Date("2026-03-29T03:31:00Z"))).toEqual({ claimed: 2, sent: 2 });

    const [hiMail] = await listOutboxFor(hindi.email);
    expect(HINDI_TITLES).toContain(hiMail?.subject);
    expect(hiMail?.text).toMatch(/^नमस्ते Mira,/);
    expect(englishRun(hiMail!.text)).toBe(false);
    const [enMail] = await listOutboxFor(english.email);
    expect(REMINDER_TITLES).toContain(enMail?.subject);
    expect(enMail?.text).toMatch(/^Hello Mira,\n\n/);
    expect(enMail?.text).not.toMatch(DEVANAGARI);
  });

  it("says the same in the notification as in the mail, joined in Hindi, with the mail's HTML marked as Hindi", () => {
    const message = composeReminder(["mood", "reflection"], "u:2026-11-25", "hi");
    // The push payload is { title, body } of this message (lib/reminders/sender.ts).
    expect(HINDI_TITLES).toContain(message.title);
    expect(message.body).toMatch(/आपके लिए यह भी: .+।$/);
    expect(englishRun(`${message.title} ${message.body}`)).toBe(false);
    const mail = reminderMail({ email: "a@example.com", firstName: "Mira" }, message, "http://127.0.0.1:3999", "http://127.0.0.1:3999/u", "hi");
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain("आपकी प्रोफ़ाइल");
    const english = composeReminder(["mood", "reflection"], "u:2026-11-25");
    expect(english.body).toMatch(/ Also here for you: evening reflection\.$/);
    expect(reminderMail({ email: "a@example.com", firstName: "Mira" }, english, "http://x", "http://x/u").html).toContain('<html lang="en">');
  });
});

describe("a planned practice's reminder", () => {
  it("mails a Hindi account in Hindi, naming the practice as its Hindi page does, and an English one as before", async () => {
    const [skill] = await getDb()
      .select({ id: skills.id })
      .from(skills)
      .innerJoin(habits, eq(habits.id, skills.habitId))
      .where(and(eq(habits.slug, "oil-self-massage"), eq(skills.skillOrder, 1)));
    const hindi = await kolkataPerson("hi");
    const english = await kolkataPerson(null);
    for (const person of [hindi, english]) {
      await getDb().update(reminderSettings).set({ enabled: true }).where(eq(reminderSettings.userId, person.id));
      await getDb()
        .insert(practicePlans)
        .values({ userId: person.id, skillId: skill!.id, activityKey: "foot-oil", plannedFor: new Date("2026-11-28T14:00:00Z") });
    }
    expect(await sendPlannedPractices(new Date("2026-11-28T14:00:20Z"))).toEqual({ claimed: 2, sent: 2 });

    const [hiMail] = await listOutboxFor(hindi.email);
    expect(hiMail?.subject).toBe("आपका तय किया हुआ पल");
    expect(hiMail?.text).toMatch(/^नमस्ते Mira,\n\nआपने लगभग इसी समय “पैरों पर गुनगुना तेल” आज़माने का सोचा था।/);
    expect(hiMail?.text).toContain("अभ्यास खोलें: http://127.0.0.1:3999/habit/oil-self-massage");
    expect(englishRun(hiMail!.text)).toBe(false);
    const [enMail] = await listOutboxFor(english.email);
    expect(enMail?.subject).toBe("The moment you planned");
    expect(enMail?.text).toMatch(/^Hello Mira,\n\nYou planned to try “Warm oil for the feet” about now\./);
    expect(enMail?.text).not.toMatch(DEVANAGARI);
  });
});

describe("the calendar feed", () => {
  it("names a Hindi account's events in Hindi and an English account's in English", async () => {
    const feedOf = async (locale: "hi" | null) => {
      const person = await kolkataPerson(locale);
      await getDb().update(reminderSettings).set({ enabled: true }).where(eq(reminderSettings.userId, person.id));
      const { token } = newCalendarToken();
      await replaceCalendarTokenHash(person.id, hashCalendarToken(token));
      return (await calendarFeedFor(token))!.replace(/\r\n[ \t]/g, "");
    };
    const hindi = await feedOf("hi");
    expect(hindi).toContain("SUMMARY:मन का हाल");
    expect(hindi).toMatch(/DESCRIPTION:एक मिनट/);
    const english = await feedOf(null);
    expect(english).toContain("SUMMARY:Mood check-in");
    expect(english).not.toMatch(DEVANAGARI);
  });
});

describe("the unsubscribe page", () => {
  it("speaks the language of the account its link was made for, and none for a link that names nobody", async () => {
    const secret = process.env.AUTH_SECRET!;
    const hindi = await kolkataPerson("hi");
    const older = await kolkataPerson(null);
    expect(await unsubscribeLocale(unsubscribeToken(hindi.id, secret))).toBe("hi");
    expect(await unsubscribeLocale(unsubscribeToken(older.id, secret))).toBe("en");
    expect(await unsubscribeLocale(`${hindi.id}.forged`)).toBeNull();
    expect(await unsubscribeLocale(null)).toBeNull();
  });
});
