import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { journalEntries, reminderSends, reminderSettings } from "@/db/schema";
import { allAt, personWithReminders as person } from "../support/reminder-person";

// The sender against a real database (PGlite, and Postgres with TEST_DATABASE_URL): due times in
// the person's zone across DST, one send per due reminder with two senders racing, quiet hours,
// practices already done that day, and the calendar feed's token. Mail goes to the dev outbox.
Object.assign(process.env, { APP_URL: "http://127.0.0.1:3999", AUTH_SECRET: "reminders-test-secret-0123456789-0123456789", SMTP_HOST: "" });
const session = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: async () => session.current }));
vi.mock("next/cache", () => ({ refresh: () => {} }));

const { resetEnvCache } = await import("@/lib/env");
resetEnvCache();
const { createUser, getUserById } = await import("@/lib/data/users");
const { getReminderSettings, listReminderSends } = await import("@/lib/data/reminders");
const { claimDueReminders } = await import("@/lib/data/reminder-claims");
const { createMoodCheck } = await import("@/lib/data/mood");
const { createJournalEntry } = await import("@/lib/data/journal");
const { listOutboxFor } = await import("@/lib/data/outbox");
const { sendDueReminders } = await import("@/lib/reminders/sender");
const { planClaim } = await import("@/lib/reminders/plan");
const { nextPracticeDue } = await import("@/lib/reminders/plan");
const { saveReminderSettingsForm } = await import("@/lib/reminders/service");

/** Sets the sender's next look as saving the settings would have, from a given moment. */
async function scheduleFrom(userId: string, zone: string, from: Date) {
  const s = (await getReminderSettings(userId))!;
  const at = nextPracticeDue(s, zone, from);
  await getDb().update(reminderSettings).set({ nextDueAt: at }).where(eq(reminderSettings.userId, userId));
  return at;
}

const sendsOf = (userId: string) => getDb().select().from(reminderSends).where(eq(reminderSends.userId, userId));

beforeEach(async () => {
  // Each test starts with nobody else due.
  await getDb().update(reminderSettings).set({ enabled: false });
});

describe("due reminders across zones and DST", () => {
  it("go out at 09:00 on each person's own clock, before and after the clocks change", async () => {
    const london = await person("Europe/London");
    const kolkata = await person("Asia/Kolkata");
    const la = await person("America/Los_Angeles");
    // Saturday 28 March 2026 10:00 UTC: London's next 09:00 is Sunday after the change (08:00Z).
    const from = new Date("2026-03-28T10:00:00Z");
    expect((await scheduleFrom(london.id, "Europe/London", from))?.toISOString()).toBe("2026-03-29T08:00:00.000Z");
    expect((await scheduleFrom(kolkata.id, "Asia/Kolkata", from))?.toISOString()).toBe("2026-03-29T03:30:00.000Z");
    expect((await scheduleFrom(la.id, "America/Los_Angeles", from))?.toISOString()).toBe("2026-03-28T16:00:00.000Z");

    expect(await sendDueReminders(new Date("2026-03-28T15:59:00Z"))).toEqual({ claimed: 0, sent: 0 });
    expect(await sendDueReminders(new Date("2026-03-28T16:00:30Z"))).toEqual({ claimed: 1, sent: 1 });
    expect(await sendDueReminders(new Date("2026-03-29T03:31:00Z"))).toEqual({ claimed: 1, sent: 1 });
    expect(await sendDueReminders(new Date("2026-03-29T07:59:00Z"))).toEqual({ claimed: 0, sent: 0 });
    expect(await sendDueReminders(new Date("2026-03-29T08:02:00Z"))).toEqual({ claimed: 1, sent: 1 });

    const [londonSend] = await sendsOf(london.id);
    expect(londonSend).toMatchObject({ localDay: "2026-03-29", outcome: "sent", channels: ["email"], practices: ["mood"] });
    expect(londonSend!.dueAt.toISOString()).toBe("2026-03-29T08:00:00.000Z");
    expect((await sendsOf(la.id))[0]).toMatchObject({ localDay: "2026-03-28", outcome: "sent" });
    expect((await getReminderSettings(london.id))?.nextDueAt?.toISOString()).toBe("2026-03-30T08:00:00.000Z");
    expect((await listOutboxFor(london.email)).length).toBe(1);
  });

  it("are claimed on the person's local day, which can differ from the UTC day", async () => {
    const kiritimati = await person("Pacific/Kiritimati", { minuteOfDay: 30 });
    await scheduleFrom(kiritimati.id, "Pacific/Kiritimati", new Date("2026-11-24T09:00:00Z"));
    expect(await sendDueReminders(new Date("2026-11-24T10:31:00Z"))).toEqual({ claimed: 1, sent: 1 });
    expect((await sendsOf(kiritimati.id))[0]?.localDay).toBe("2026-11-25");
  });

  it("are not sent hours late, and the next day's comes as usual", async () => {
    const late = await person("Europe/Berlin");
    await scheduleFrom(late.id, "Europe/Berlin", new Date("2026-11-24T12:00:00Z"));
    expect(await sendDueReminders(new Date("2026-11-25T11:00:00Z"))).toEqual({ claimed: 0, sent: 0 });
    expect(await sendsOf(late.id)).toEqual([]);
    expect((await getReminderSettings(late.id))?.nextDueAt?.toISOString()).toBe("2026-11-26T08:00:00.000Z");
  });
});

describe("two senders at once", () => {
  it("send each due reminder exactly once", async () => {
    const now = new Date("2026-11-25T08:00:30Z");
    const people = await Promise.all(Array.from({ length: 12 }, () => person("Europe/Berlin", { nextDueAt: new Date("2026-11-25T08:00:00Z") })));
    // Two claims racing (on Postgres, on two connections at the same moment), then two full senders.
    const [a, b] = await Promise.all([claimDueReminders(now, 5, (row) => planClaim(row, now)), claimDueReminders(now, 5, (row) => planClaim(row, now))]);
    const firstIds = [...a, ...b].map((c) => c.userId);
    expect(new Set(firstIds).size).toBe(firstIds.length);
    const [c, d] = await Promise.all([sendDueReminders(now), sendDueReminders(now)]);
    expect(firstIds.length + c.claimed + d.claimed).toBe(12);
    expect(await sendDueReminders(now)).toEqual({ claimed: 0, sent: 0 });
    for (const p of people) expect((await sendsOf(p.id)).length).toBe(1);
  });

  it("never claim a practice twice on one day, even after its time is changed", async () => {
    const p = await person("Europe/Berlin", { nextDueAt: new Date("2026-11-25T08:00:00Z") });
    await sendDueReminders(new Date("2026-11-25T08:01:00Z"));
    await getDb()
      .update(reminderSettings)
      .set({ practiceTimes: allAt(10 * 60), nextDueAt: new Date("2026-11-25T09:00:00Z") })
      .where(eq(reminderSettings.userId, p.id));
    expect(await sendDueReminders(new Date("2026-11-25T09:01:00Z"))).toEqual({ claimed: 0, sent: 0 });
    expect((await listOutboxFor(p.email)).length).toBe(1);
  });
});

describe("each practice at its own time", () => {
  it("sends the morning check-in in the morning and the evening reflection in the evening, not with it", async () => {
    const zone = "Asia/Kolkata";
    const p = await person(zone, { practices: ["mood", "reflection"], practiceTimes: { mood: 7 * 60 + 30, skill: 12 * 60, reflection: 21 * 60 } });
    // 25 Nov 2026, 06:00 in Kolkata: the next look is the 07:30 check-in (02:00Z).
    expect((await scheduleFrom(p.id, zone, new Date("2026-11-25T00:30:00Z")))?.toISOString()).toBe("2026-11-25T02:00:00.000Z");
    expect(await sendDueReminders(new Date("2026-11-25T02:01:00Z"))).toEqual({ claimed: 1, sent: 1 });
    expect((await sendsOf(p.id))[0]).toMatchObject({ localDay: "2026-11-25", practices: ["mood"], outcome: "sent" });
    expect((await listOutboxFor(p.email))[0]?.text).not.toContain("open=journal");
    // The next look is the reflection's 21:00 (15:30Z), and nothing is due before it.
    expect((await getReminderSettings(p.id))?.nextDueAt?.toISOString()).toBe("2026-11-25T15:30:00.000Z");
    expect(await sendDueReminders(new Date("2026-11-25T10:00:00Z"))).toEqual({ claimed: 0, sent: 0 });
    expect(await sendDueReminders(new Date("2026-11-25T15:31:00Z"))).toEqual({ claimed: 1, sent: 1 });
    const sends = (await sendsOf(p.id)).sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
    expect(sends.map((s) => [s.dueAt.toISOString(), s.practices])).toEqual([
      ["2026-11-25T02:00:00.000Z", ["mood"]],
      ["2026-11-25T15:30:00.000Z", ["reflection"]],
    ]);
    expect((await listOutboxFor(p.email)).map((m) => m.text.includes("open=journal"))).toEqual(expect.arrayContaining([true, false]));
  });
});

describe("what a reminder respects", () => {
  it("sends nothing in quiet hours, and records why", async () => {
    // Due at 21:00; the sender comes at 21:40, inside quiet hours from 21:30.
    const p = await person("Europe/Berlin", { minuteOfDay: 21 * 60, quietStart: 21 * 60 + 30, quietEnd: 7 * 60, nextDueAt: new Date("2026-11-25T20:00:00Z") });
    expect(await sendDueReminders(new Date("2026-11-25T20:40:00Z"))).toEqual({ claimed: 1, sent: 0 });
    expect((await sendsOf(p.id))[0]).toMatchObject({ outcome: "quiet_hours", channels: [] });
    expect(await listOutboxFor(p.email)).toEqual([]);
  });

  it("leaves out what the person already did on their own day", async () => {
    const zone = "America/Los_Angeles";
    const both = await person(zone, { minuteOfDay: 20 * 60, practices: ["mood", "reflection"], nextDueAt: new Date("2026-11-26T04:00:00Z") });
    const moodOnly = await person(zone, { minuteOfDay: 20 * 60, nextDueAt: new Date("2026-11-26T04:00:00Z") });
    const yesterday = await person(zone, { minuteOfDay: 20 * 60, nextDueAt: new Date("2026-11-26T04:00:00Z") });
    const check = { mind: 3, body: 3, temperature: 3, acute: false, companion: "shanti", result: {} };
    // 25 Nov 10:00 in Los Angeles: today for them.
    await createMoodCheck({ ...check, userId: both.id, createdAt: new Date("2026-11-25T18:00:00Z") });
    await createMoodCheck({ ...check, userId: moodOnly.id, createdAt: new Date("2026-11-25T18:00:00Z") });
    // 24 Nov 23:00 in Los Angeles (25 Nov in UTC): yesterday for them, so today's is still waiting.
    await createMoodCheck({ ...check, userId: yesterday.id, createdAt: new Date("2026-11-25T07:00:00Z") });

    expect(await sendDueReminders(new Date("2026-11-26T04:01:00Z"))).toEqual({ claimed: 3, sent: 2 });
    expect((await sendsOf(both.id))[0]).toMatchObject({ localDay: "2026-11-25", outcome: "sent", practices: ["reflection"] });
    expect((await listOutboxFor(both.email))[0]?.text).toContain("/dashboard?open=journal");
    expect((await listOutboxFor(both.email))[0]?.text).not.toContain("open=mood");
    expect((await sendsOf(moodOnly.id))[0]).toMatchObject({ outcome: "all_done" });
    expect(await listOutboxFor(moodOnly.email)).toEqual([]);
    expect((await sendsOf(yesterday.id))[0]).toMatchObject({ outcome: "sent", practices: ["mood"] });
  });

  it("counts a journal entry as the evening reflection", async () => {
    const p = await person("Asia/Kolkata", { minuteOfDay: 21 * 60, practices: ["reflection"], nextDueAt: new Date("2026-11-25T15:30:00Z") });
    const entry = await createJournalEntry(p.id, { text: "A quiet day.", element: null });
    // Written at 15:30 in Kolkata on the 25th.
    await getDb()
      .update(journalEntries)
      .set({ createdAt: new Date("2026-11-25T10:00:00Z") })
      .where(eq(journalEntries.id, entry.id));
    expect(await sendDueReminders(new Date("2026-11-25T15:31:00Z"))).toEqual({ claimed: 1, sent: 0 });
    expect((await sendsOf(p.id))[0]).toMatchObject({ outcome: "all_done" });
    expect(await listOutboxFor(p.email)).toEqual([]);
  });

  it("records a reminder with no way to reach the person as such", async () => {
    const p = await person("UTC", { byEmail: false, nextDueAt: new Date("2026-11-25T09:00:00Z") });
    expect(await sendDueReminders(new Date("2026-11-25T09:00:10Z"))).toEqual({ claimed: 1, sent: 0 });
    expect((await listReminderSends(p.id))[0]).toMatchObject({ outcome: "no_channel" });
  });
});

describe("saving the settings", () => {
  it("validates, saves, looks first at the next due time, and takes the browser's zone while none was set", async () => {
    const user = (await createUser({ email: `form-${Date.now()}@example.com`, firstName: "A", lastName: "B", passwordHash: "x" }))!;
    session.current = { user, claims: {} };
    const form = new FormData();
    form.set("enabled", "on");
    form.append("days", "1");
    form.set("moodTime", "09:00");
    form.set("skillTime", "25:00");
    form.set("reflectionTime", "20:30");
    form.append("practices", "skill");
    form.set("timeZone", "Asia/Kolkata");
    const refused = await saveReminderSettingsForm(form);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? null : refused.fieldErrors).toEqual({ skillTime: ["Choose a time, for example 09:00."] });
    expect(await getReminderSettings(user.id)).toBeNull();

    form.set("skillTime", "07:15");
    const saved = await saveReminderSettingsForm(form);
    expect(saved).toMatchObject({
      ok: true,
      data: { enabled: true, days: [1], times: { mood: "09:00", skill: "07:15", reflection: "20:30" }, practices: ["skill"], byEmail: false },
    });
    expect((await getUserById(user.id))?.timeZone).toBe("Asia/Kolkata");
    const row = (await getReminderSettings(user.id))!;
    expect(row.practiceTimes).toEqual({ mood: 9 * 60, skill: 7 * 60 + 15, reflection: 20 * 60 + 30 });
    expect(row.nextDueAt?.toISOString()).toBe(nextPracticeDue(row, "Asia/Kolkata", new Date())?.toISOString());
    expect(row.nextDueAt!.getUTCHours() * 60 + row.nextDueAt!.getUTCMinutes()).toBe(1 * 60 + 45);

    // Turned off: nothing is due any more.
    form.delete("enabled");
    await saveReminderSettingsForm(form);
    expect((await getReminderSettings(user.id))?.nextDueAt).toBeNull();
  });

  it("is refused signed out", async () => {
    session.current = null;
    const form = new FormData();
    for (const [field, time] of [
      ["moodTime", "09:00"],
      ["skillTime", "12:30"],
      ["reflectionTime", "20:30"],
    ])
      form.set(field!, time!);
    expect(await saveReminderSettingsForm(form)).toMatchObject({ ok: false, status: 401 });
  });
});
