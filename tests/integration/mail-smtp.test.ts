import { afterAll, describe, expect, it } from "vitest";
import { startSmtpCapture } from "../support/mail-capture";

// Mail as it really leaves the app: through nodemailer to a real SMTP server on loopback, read
// back as a mail client would (headers, links, text and HTML parts).
const smtp = await startSmtpCapture();
Object.assign(process.env, {
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: String(smtp.port),
  SMTP_FROM: "Journey to Peace <peace@example.com>",
  APP_URL: "https://peace.example.com",
  AUTH_SECRET: "smtp-test-secret-0123456789-0123456789",
});
const { resetEnvCache } = await import("@/lib/env");
resetEnvCache();
const { mailResetLink, resetTokenUsable } = await import("@/lib/auth/password-reset");
const { createUser } = await import("@/lib/data/users");
const { getReminderSettings, saveReminderSettings } = await import("@/lib/data/reminders");
const { sendDueReminders } = await import("@/lib/reminders/sender");
const { REMINDER_TITLES } = await import("@/content/reminders");
const unsubscribeRoute = await import("@/app/api/reminders/unsubscribe/route");

afterAll(() => smtp.close());

const latestTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).at(-1)!;

describe("the password-reset mail", () => {
  it("arrives with its headers, a working link, and text and HTML parts", async () => {
    const user = (await createUser({ email: "reset@example.com", firstName: "Asha", lastName: "Rao", passwordHash: "x" }))!;
    await mailResetLink(user.email, "https://peace.example.com", "127.0.0.1");
    const mail = latestTo("reset@example.com");
    expect(mail.headers.get("from")).toBe("Journey to Peace <peace@example.com>");
    expect(mail.headers.get("to")).toBe("reset@example.com");
    expect(mail.headers.get("subject")).toBe("Reset your password");
    expect(mail.headers.get("content-type")).toMatch(/^multipart\/alternative/);
    expect(mail.text).toContain("Hello Asha,");
    const link = /https:\/\/peace\.example\.com\/reset-password\?token=([\w-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    expect(await resetTokenUsable(link![1]!)).toBe(true);
    expect(mail.html).toContain(`href="${link![0]}"`);
    expect(mail.html).toContain("Hello Asha,");
  });
});

describe("a reminder mail", () => {
  it("arrives with the day's words, a link per practice and a one-click unsubscribe that works signed out", async () => {
    const user = (await createUser({ email: "remind@example.com", firstName: "Ravi", lastName: "K", passwordHash: "x", timeZone: "Europe/Berlin" }))!;
    const now = new Date("2026-11-25T08:01:00Z");
    await saveReminderSettings(user.id, {
      enabled: true,
      days: [1, 2, 3, 4, 5, 6, 7],
      practiceTimes: { mood: 9 * 60, skill: 12 * 60, reflection: 9 * 60 },
      practices: ["mood", "reflection"],
      quietStart: null,
      quietEnd: null,
      byEmail: true,
      nextDueAt: new Date("2026-11-25T08:00:00Z"),
    });
    expect(await sendDueReminders(now)).toEqual({ claimed: 1, sent: 1 });

    const mail = latestTo("remind@example.com");
    expect(REMINDER_TITLES).toContain(mail.headers.get("subject"));
    const unsubscribe = /^<(https:\/\/peace\.example\.com\/api\/reminders\/unsubscribe\?token=[^>]+)>$/.exec(mail.headers.get("list-unsubscribe") ?? "");
    expect(unsubscribe).not.toBeNull();
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain("Hello Ravi,");
    expect(mail.text).toContain("Mood check-in: https://peace.example.com/dashboard?open=mood");
    expect(mail.text).toContain("Evening reflection: https://peace.example.com/dashboard?open=journal");
    expect(mail.text).toContain(unsubscribe![1]);
    expect(mail.html).toContain('href="https://peace.example.com/dashboard?open=mood"');
    expect(mail.html).toContain(`href="${unsubscribe![1]!.replaceAll("&", "&amp;")}"`);

    // Opening the link changes nothing (mail scanners open links): it leads to the page with the button.
    const opened = await unsubscribeRoute.GET(new Request(unsubscribe![1]!));
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toMatch(/^\/reminders\/unsubscribe\?token=/);
    expect((await getReminderSettings(user.id))?.byEmail).toBe(true);

    // A tampered token does nothing; the mail app's one-click POST, with no cookie, stops the mails.
    const tampered = unsubscribe![1]!.replace(/token=.{6}/, "token=AAAAAA");
    expect((await unsubscribeRoute.POST(new Request(tampered, { method: "POST", body: "List-Unsubscribe=One-Click" }))).status).toBe(404);
    expect((await getReminderSettings(user.id))?.byEmail).toBe(true);
    const posted = await unsubscribeRoute.POST(
      new Request(unsubscribe![1]!, { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } }),
    );
    expect(posted.status).toBe(200);
    expect((await getReminderSettings(user.id))?.byEmail).toBe(false);
  });
});
