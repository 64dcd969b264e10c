import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { companionMessages } from "@/db/schema";
import { GAD7_HELP } from "@/content/report-meanings";
import { createUser, deleteUser, type User } from "@/lib/data/users";

// The services run for real against the test database (PGlite, or Postgres with TEST_DATABASE_URL);
// only the session lookup and the request headers (which need a Next request) are stood in for.
const ctx = vi.hoisted(() => ({ user: null as User | null }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => (ctx.user ? { user: ctx.user, claims: { uid: ctx.user.id, sv: 0, rc: true, rm: true, lat: 0 } } : null),
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "10.9.9.9" }) }));

const { clearConversation, loadConversation, sendCompanionMessage } = await import("@/lib/companion/service");
const { saveJournalEntry, editJournalEntry } = await import("@/lib/journal/service");
const { sendContactMessage } = await import("@/lib/contact/send");
const { saveSkillForCurrentUser } = await import("@/lib/habits/save");
const { buildAccountExport } = await import("@/lib/account/export");
const { createMoodCheck } = await import("@/lib/data/mood");
const { moodCheck } = await import("@/lib/scoring");

let n = 0;
async function signIn(firstName = "Asha") {
  n += 1;
  ctx.user = (await createUser({ email: `companion-${n}-${crypto.randomUUID()}@example.com`, firstName, lastName: "B", passwordHash: "x" }))!;
  return ctx.user;
}

const rawRows = (userId: string) => getDb().select().from(companionMessages).where(eq(companionMessages.userId, userId));
const helpLines = [...GAD7_HELP];

beforeEach(() => {
  ctx.user = null;
});

describe("the conversation", () => {
  it("refuses a signed-out person and bad text, and stores nothing", async () => {
    expect(await sendCompanionMessage({ text: "hello" })).toMatchObject({ ok: false, status: 401 });
    expect(await loadConversation()).toMatchObject({ ok: false, status: 401 });
    const user = await signIn();
    expect(await sendCompanionMessage({ text: "   " })).toMatchObject({ ok: false, status: 422, fieldErrors: { text: [expect.any(String)] } });
    expect(await sendCompanionMessage({ text: "x".repeat(501) })).toMatchObject({ ok: false, status: 422 });
    expect(await sendCompanionMessage({ text: "bad\u0000byte" })).toMatchObject({ ok: false, status: 422 });
    expect(await sendCompanionMessage({ text: "lone \ud800 half" })).toMatchObject({ ok: false, status: 422 });
    expect(await sendCompanionMessage({})).toMatchObject({ ok: false, status: 422 });
    expect(await rawRows(user.id)).toEqual([]);
  });

  it("answers with the companion of the latest mood check, follows the topic, and stores both messages encrypted", async () => {
    const user = await signIn();
    // A heavy, slow check leads with tamas: Mira.
    const result = moodCheck({ mind: 1, body: 5, temp: 1 });
    await createMoodCheck({ userId: user.id, mind: 1, body: 5, temperature: 1, acute: result.acute, companion: result.companion, result });

    const sent = await sendCompanionMessage({ text: "  I couldn't sleep last night  " });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    const [mine, reply] = sent.data.messages;
    expect(mine).toMatchObject({ author: "person", companion: result.companion.toLowerCase(), text: "I couldn't sleep last night" });
    expect(reply).toMatchObject({ author: "companion", topic: "sleep", offer: { kind: "habit", slug: "restful-sleep" } });
    expect(reply!.suggestions!.length).toBeGreaterThan(0);
    expect(sent.data.crisis).toBeNull();

    // At rest: no words, topic or offer in the clear; the key id names the DATA_KEY.
    const rows = await rawRows(user.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toMatch(/sleep|restful|couldn/i);
      expect(row.keyId).toMatch(/^[0-9a-f]{16}$/);
    }

    // A short yes answers the previous offer.
    const yes = await sendCompanionMessage({ text: "ok" });
    expect(yes.ok && yes.data.messages[1]).toMatchObject({ topic: "yes", offer: { kind: "habit", slug: "restful-sleep" } });

    const loaded = await loadConversation();
    expect(loaded.ok && loaded.data.messages.map((m) => [m.author, m.text.slice(0, 10)])).toEqual([
      ["person", "I couldn't"],
      ["companion", reply!.text.slice(0, 10)],
      ["person", "ok"],
      ["companion", (yes.ok && yes.data.messages[1]!.text.slice(0, 10)) || ""],
    ]);
  });

  it("meets words of crisis with the GAD-7 help lines and no exercise", async () => {
    await signIn();
    const sent = await sendCompanionMessage({ text: "Honestly I CANT GO ON anymore" });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    expect(sent.data.crisis).toEqual({ helpLines });
    expect(sent.data.messages[1]).toMatchObject({ topic: "crisis", offer: { kind: "help-lines" } });
    // The next turn keeps the help lines beside it.
    const next = await sendCompanionMessage({ text: "I'm feeling anxious" });
    expect(next.ok && next.data.messages[1]).toMatchObject({ topic: "after-crisis", offer: { kind: "help-lines" } });
  });

  it("is the owner's only: another person neither sees nor clears it", async () => {
    const owner = await signIn();
    await sendCompanionMessage({ text: "hello" });
    const other = await signIn();
    expect(await loadConversation()).toEqual({ ok: true, data: { messages: [] } });
    expect(await clearConversation({ confirm: true })).toEqual({ ok: true, data: { deleted: 0 } });
    expect(await rawRows(owner.id)).toHaveLength(2);
    expect(await rawRows(other.id)).toHaveLength(0);
  });

  it("is cleared only with a confirmation", async () => {
    const user = await signIn();
    await sendCompanionMessage({ text: "I feel stressed" });
    expect(await clearConversation({})).toMatchObject({ ok: false, status: 422 });
    expect(await clearConversation({ confirm: "yes" })).toMatchObject({ ok: false, status: 422 });
    expect(await rawRows(user.id)).toHaveLength(2);
    expect(await clearConversation({ confirm: true })).toEqual({ ok: true, data: { deleted: 2 } });
    expect(await rawRows(user.id)).toHaveLength(0);
  });

  it("appears decrypted in the export, oldest first, and goes with the account", async () => {
    const user = await signIn();
    await sendCompanionMessage({ text: "I feel anxious" });
    const exported = await buildAccountExport(user);
    expect(exported.companionConversation).toEqual([
      expect.objectContaining({ author: "person", companion: "shanti", text: "I feel anxious", sentAt: expect.any(String) }),
      expect.objectContaining({ author: "companion", companion: "shanti", offered: { kind: "habit", slug: "steady-breath" } }),
    ]);
    await deleteUser(user.id);
    expect(await rawRows(user.id)).toEqual([]);
  });
});

describe("the same crisis check on everything else a person types", () => {
  it("journal: saves the entry and returns the help lines with it", async () => {
    await signIn();
    const saved = await saveJournalEntry({ text: "Some days I want to end it all." });
    expect(saved).toMatchObject({ ok: true, data: { text: "Some days I want to end it all.", crisis: { helpLines } } });
    const id = saved.ok ? saved.data.id : "";
    expect(await saveJournalEntry({ text: "A calm walk by the river." })).toMatchObject({ ok: true, data: { crisis: null } });
    expect(await editJournalEntry({ id, text: "I keep thinking about hurting myself" })).toMatchObject({ ok: true, data: { crisis: { helpLines } } });
    expect(await editJournalEntry({ id, text: "Better today." })).toMatchObject({ ok: true, data: { crisis: null } });
  });

  it("contact form: stores the message and returns the help lines with the thanks", async () => {
    ctx.user = null;
    const sent = await sendContactMessage({
      name: "Ravi",
      email: `ravi-${crypto.randomUUID()}@example.com`,
      message: "I don't see a reason to live anymore, no reason to live.",
    });
    expect(sent).toMatchObject({ ok: true, data: { crisis: { helpLines } } });
    const plain = await sendContactMessage({
      name: "Ravi",
      email: `ravi-${crypto.randomUUID()}@example.com`,
      message: "This traffic is killing me, but I love the app.",
    });
    expect(plain).toMatchObject({ ok: true, data: { crisis: null } });
  });

  it("skill answers: saves them and returns the help lines when a reflection holds words of crisis", async () => {
    await signIn();
    const answers = (reflection: string) => ({
      skill: 1,
      responses: [
        { key: "morning-now", choices: ["I wake to an alarm and snooze it"], custom: [] },
        { key: "steady-time-quiz", choices: ["Waking at about the same time every day, weekends included"] },
        { key: "choose-time", choices: ["6:30 to 7:00"], text: "An earlier night helps." },
        { key: "first-minute", text: reflection },
        { key: "anchor-morning", text: "I got up with the alarm." },
      ],
    });
    expect(await saveSkillForCurrentUser("morning-rhythm", answers("I wish I was dead most mornings"))).toMatchObject({
      ok: true,
      data: { skill: 1, crisis: { helpLines } },
    });
    expect(await saveSkillForCurrentUser("morning-rhythm", answers("Quiet, with the window open."))).toMatchObject({ ok: true, data: { crisis: null } });
  });
});
