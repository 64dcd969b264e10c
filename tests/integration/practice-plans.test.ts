import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { practicePlans, practiceSessions } from "@/db/schema";
import { personWithReminders as person } from "../support/reminder-person";

// A try-later practice end to end on a real database (PGlite, and Postgres with TEST_DATABASE_URL):
// the moment is set on the person's own clock, its one reminder is claimed by the reminder sender
// at that moment (once, however often the sender runs) and sent through their channels, the
// reflection is refused before it, and the completion then counts the minutes the person reports.
Object.assign(process.env, { APP_URL: "http://127.0.0.1:3999", AUTH_SECRET: "practice-plans-test-secret-0123456789-0123", SMTP_HOST: "" });
const session = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: async () => session.current }));

const { resetEnvCache } = await import("@/lib/env");
resetEnvCache();
const { getUserById } = await import("@/lib/data/users");
const { listOutboxFor } = await import("@/lib/data/outbox");
const { sendDueReminders } = await import("@/lib/reminders/sender");
const { planPracticeForCurrentUser } = await import("@/lib/habits/plan");
const { saveSkill } = await import("@/lib/habits/save");
const { loadSkillBundle } = await import("@/lib/habits/bundle");

const SLUG = "oil-self-massage";
const KEY = "foot-oil";

async function signIn(userId: string) {
  session.current = { user: await getUserById(userId) };
}

/**
 * An answer for every activity of the oil skill: the first item where there are items, a few words
 * where words are asked, two minutes of the foot rub practised now.
 */
async function answers(text: string, seconds: number) {
  const { activities } = await loadSkillBundle({ habitSlug: SLUG, stage: "Seed", skillOrder: 1, bodyType: null, imbalance: [] });
  return activities.map((a) => {
    if (a.meta.type === "try-later") return { key: a.key, text, seconds };
    if (a.meta.type === "timed-practice") return { key: a.key, seconds: 120 };
    if (a.meta.type === "reflection") return { key: a.key, text: "Calm." };
    return { key: a.key, choices: [a.items[0]!.text] };
  });
}

const planOf = async (userId: string) => (await getDb().select().from(practicePlans).where(eq(practicePlans.userId, userId)))[0];

afterEach(() => vi.useRealTimers());

describe("a try-later practice", () => {
  it("is planned on the person's clock, reminded once at that moment, and asks how it went only then", async () => {
    const mira = await person("Asia/Kolkata");
    await signIn(mira.id);
    // Saturday 28 November 2026, 10:00 UTC: 15:30 in Kolkata.
    const now = new Date("2026-11-28T10:00:00Z");
    const past = await planPracticeForCurrentUser(SLUG, { skill: 1, key: KEY, day: "2026-11-28", time: "09:00" }, now);
    expect(past).toMatchObject({ ok: false, status: 422, message: expect.stringMatching(/already passed/) });
    expect(await planPracticeForCurrentUser(SLUG, { skill: 1, key: KEY, day: "2026-11-28", time: "09:00" }, now, "hi")).toMatchObject({
      message: "यह समय बीत चुका है। आगे का कोई समय चुनिए, या “मैंने अभी कर लिया” दबाइए।",
      fieldErrors: { time: ["आने वाला कोई समय चुनिए।"] },
    });
    expect(await planPracticeForCurrentUser(SLUG, { skill: 1, key: "oil-things", day: "2026-11-28", time: "19:30" }, now)).toMatchObject({
      ok: false,
      status: 404,
    });

    const planned = await planPracticeForCurrentUser(SLUG, { skill: 1, key: KEY, day: "2026-11-28", time: "19:30" }, now);
    expect(planned).toEqual({ ok: true, data: { plannedFor: "2026-11-28T14:00:00.000Z", when: "28 Nov 2026, 19:30" } });
    // A Hindi page's "Planned for" line gets the moment written by the server, as Hindi writes it.
    const plannedInHindi = await planPracticeForCurrentUser(SLUG, { skill: 1, key: KEY, day: "2026-11-28", time: "19:30" }, now, "hi");
    expect(plannedInHindi).toEqual({ ok: true, data: { plannedFor: "2026-11-28T14:00:00.000Z", when: "28 नवंबर 2026 को शाम 7:30 बजे" } });

    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T13:59:00Z") });
    const early = await saveSkill(SLUG, { skill: 1, responses: await answers("Warm feet.", 600) });
    expect(early).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/28 Nov 2026, 19:30; how it went is asked then/) });
    // A Hindi reader is told the same in Hindi, the moment as Hindi writes it.
    const hindiAnswers = (await loadSkillBundle({ habitSlug: SLUG, stage: "Seed", skillOrder: 1, bodyType: null, imbalance: [], locale: "hi" })).activities.map(
      (a) =>
        a.meta.type === "try-later"
          ? { key: a.key, text: "गरम पैर।", seconds: 600 }
          : a.meta.type === "timed-practice"
            ? { key: a.key, seconds: 120 }
            : a.meta.type === "reflection"
              ? { key: a.key, text: "शांत।" }
              : { key: a.key, choices: [a.items[0]!.text] },
    );
    expect(await saveSkill(SLUG, { skill: 1, responses: hindiAnswers }, "hi")).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/28 नवंबर 2026 को शाम 7:30 बजे का समय तय किया है/),
    });

    expect(await sendDueReminders(new Date("2026-11-28T13:59:30Z"))).toEqual({ claimed: 0, sent: 0 });
    expect(await sendDueReminders(new Date("2026-11-28T14:00:20Z"))).toEqual({ claimed: 1, sent: 1 });
    expect(await sendDueReminders(new Date("2026-11-28T14:01:20Z"))).toEqual({ claimed: 0, sent: 0 });
    const [mail] = await listOutboxFor(mira.email);
    expect(mail).toMatchObject({ subject: "The moment you planned" });
    expect(mail!.text).toContain("/habit/oil-self-massage");
    expect(await planOf(mira.id)).toMatchObject({ reminderOutcome: "sent" });

    vi.setSystemTime(new Date("2026-11-28T15:00:00Z"));
    const saved = await saveSkill(SLUG, { skill: 1, responses: await answers("Warm feet, and I slept early.", 600) });
    expect(saved.ok).toBe(true);
    const sessions = await getDb().select().from(practiceSessions).where(eq(practiceSessions.userId, mira.id));
    // One session for the skill: the foot rub's two minutes and the ten minutes reported.
    expect(sessions.map((s) => s.seconds)).toEqual([720]);
  });

  it("sends nothing to a person whose reminders are off, and nothing once it is done before its moment", async () => {
    const quiet = await person("Europe/London", { enabled: false });
    await signIn(quiet.id);
    const now = new Date("2026-11-28T10:00:00Z");
    expect((await planPracticeForCurrentUser(SLUG, { skill: 1, key: KEY, day: "2026-11-29", time: "08:00" }, now)).ok).toBe(true);
    expect(await sendDueReminders(new Date("2026-11-29T08:00:10Z"))).toEqual({ claimed: 1, sent: 0 });
    expect(await planOf(quiet.id)).toMatchObject({ reminderOutcome: "no_channel" });

    const early = await person("Europe/London");
    await signIn(early.id);
    expect((await planPracticeForCurrentUser(SLUG, { skill: 1, key: KEY, day: "2026-11-30", time: "08:00" }, now)).ok).toBe(true);
    // "I did it now": the moment becomes now, and no reminder will come.
    const done = await planPracticeForCurrentUser(SLUG, { skill: 1, key: KEY, now: true }, now);
    expect(done).toEqual({ ok: true, data: { plannedFor: now.toISOString(), when: "28 Nov 2026, 10:00" } });
    expect(await sendDueReminders(new Date("2026-11-30T08:00:10Z"))).toEqual({ claimed: 0, sent: 0 });
    expect(await planOf(early.id)).toMatchObject({ reminderOutcome: "done" });
  });
});
