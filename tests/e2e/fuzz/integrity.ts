import { expect } from "@playwright/test";
import { callJson, type Person, type World } from "./world";

// What the fuzz run must leave as it found it, read through the app's own export (everything kept
// about a person; the e2e database belongs to the server's process). A's things after B and the
// signed-out caller were sent at them; and for everyone, nothing half-written.

type Export = {
  account: { lastName: string };
  assessments: { kind: string; result: unknown; scoringVersion: unknown; resultShape: unknown }[];
  journal: { text: string }[];
  moodChecks: { result: unknown }[];
  sessions: { endedAt: string | null; endReason: string | null }[];
  habits: { answers: { habitSlug: string; skillOrder: number }[]; completedSkills: { habitSlug: string; skillOrder: number }[] };
  companionConversation: { author: string; text: string }[];
  reminders: { notificationDevices: unknown[] };
  shareLinks: { revokedAt: string | null }[];
};

async function exportOf(world: World, who: Person): Promise<Export> {
  const answer = await callJson(world.base, who, "GET", "/api/user/me/export");
  expect(answer.status, `${who.label}'s export: ${answer.text.slice(0, 300)}`).toBe(200);
  return JSON.parse(answer.text) as Export;
}

/** A's entry, link, second device, push subscription, conversation, habit answers and name, all still there. */
export async function expectTargetsIntact(world: World) {
  const { a, targets } = world;
  const data = await exportOf(world, a);
  expect.soft(data.account.lastName, "A's name").toBe(`Person ${a.marker}`);
  expect.soft(data.journal.map((e) => e.text)).toContain(`A quiet morning, ${a.marker}.`);
  expect
    .soft(
      data.shareLinks.filter((l) => l.revokedAt === null),
      "A's share link",
    )
    .toHaveLength(1);
  expect.soft(data.reminders.notificationDevices, "A's push subscription").toHaveLength(1);
  expect
    .soft(
      data.companionConversation.some((m) => m.author === "person" && m.text.includes(a.marker)),
      "A's conversation",
    )
    .toBe(true);
  expect
    .soft(
      data.habits.completedSkills.some((s) => s.habitSlug === targets.habitSlug),
      "A's finished skill",
    )
    .toBe(true);
  const shared = await callJson(world.base, { cookie: "" }, "GET", `/shared/${targets.shareToken}`);
  expect.soft(shared.status, "A's share link still opens").toBe(200);
  const device = await callJson(world.base, { cookie: targets.sessionCookie }, "GET", "/api/user/me");
  expect.soft(device.status, "A's second device is still signed in").toBe(200);
}

/** Every write whole: results with their assessments, answers with their finished skill, a reply for each message. */
export async function expectConsistent(world: World) {
  for (const who of [world.a, world.b]) {
    const data = await exportOf(world, who);
    const label = `${who.label.toUpperCase()}:`;
    for (const a of data.assessments) {
      expect.soft(a.result, `${label} a ${a.kind} assessment without its result`).toBeTruthy();
      expect.soft(a.scoringVersion, `${label} a ${a.kind} assessment without its scoring version`).toBeTruthy();
      expect.soft(a.resultShape, `${label} a ${a.kind} assessment without its result shape`).toBeTruthy();
    }
    for (const check of data.moodChecks) expect.soft(check.result, `${label} a mood check without its result`).toBeTruthy();
    for (const entry of data.journal) expect.soft(entry.text.trim(), `${label} a journal entry without text`).not.toBe("");
    for (const s of data.sessions) expect.soft(s.endedAt === null || s.endReason !== null, `${label} a session ended without a reason`).toBe(true);
    const skillKey = (s: { habitSlug: string; skillOrder: number }) => `${s.habitSlug}#${s.skillOrder}`;
    const answered = new Set(data.habits.answers.map(skillKey));
    const completed = new Set(data.habits.completedSkills.map(skillKey));
    expect
      .soft(
        [...answered].filter((k) => !completed.has(k)),
        `${label} answers saved for a skill not completed`,
      )
      .toEqual([]);
    expect
      .soft(
        [...completed].filter((k) => !answered.has(k)),
        `${label} a skill completed without its answers`,
      )
      .toEqual([]);
    const conversation = data.companionConversation;
    const unanswered = conversation.filter((m, i) => m.author === "person" && conversation[i + 1]?.author !== "companion");
    expect.soft(unanswered, `${label} messages to the companion without its reply`).toEqual([]);
  }
}
