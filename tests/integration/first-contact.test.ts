import { beforeEach, describe, expect, it, vi } from "vitest";
import { validationRef } from "@/lib/i18n/validation-ref";
import { getDb } from "@/db/client";
import { contactMessages, visitorOnboarding } from "@/db/schema";
import { eq } from "drizzle-orm";
import { createUser, deleteUser, type User } from "@/lib/data/users";
import { getVisitorPreferences } from "@/lib/data/visitor-onboarding";
import { deleteAnonymousContactMessagesBefore } from "@/lib/data/contact";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

// The services run for real against the test database; only the session lookup and the request
// headers (which need a Next request) and the mail transport are stood in for.
const ctx = vi.hoisted(() => ({
  user: null as User | null,
  ip: "10.0.0.1",
  mails: [] as { to: string; subject: string; text: string }[],
  contactTo: undefined as string | undefined,
  cookie: "",
}));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => (ctx.user ? { user: ctx.user, claims: { uid: ctx.user.id, sv: 0, rc: false, rm: true, lat: 0 } } : null),
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": ctx.ip, cookie: ctx.cookie }) }));
vi.mock("@/lib/mail/send", () => ({ sendMail: async (mail: { to: string; subject: string; text: string }) => void ctx.mails.push(mail) }));
vi.mock("@/lib/env", async (original) => {
  const real = await original<typeof import("@/lib/env")>();
  // One trusted proxy, as on Vercel: the X-Forwarded-For above is the client address.
  return { ...real, env: () => ({ ...real.env(), CONTACT_TO: ctx.contactTo, TRUSTED_PROXY_HOPS: 1 }) };
});

const { saveVisitorDraftForSession } = await import("@/lib/onboarding/save-visitor-draft");
const { sendContactMessage, CONTACT_LIMITS } = await import("@/lib/contact/send");
const { buildAccountExport } = await import("@/lib/account/export");

const sleepDraft = { stage: 4, q0: ["sleep"], flow: "sleep", answers: { "sleep-q1": "waking", "sleep-q2": "screens", "sleep-q3": "racing" } };

let user: User;
let n = 0;
beforeEach(async () => {
  user = (await createUser({ email: `first-${crypto.randomUUID()}@example.com`, firstName: "Asha", lastName: "Rao", passwordHash: "x" }))!;
  ctx.user = user;
  ctx.ip = `10.1.${Math.floor(++n / 250)}.${n % 250}`;
  ctx.mails = [];
  ctx.contactTo = undefined;
  ctx.cookie = "";
});

describe("the visitor's draft on the account", () => {
  it("is refused without a session", async () => {
    ctx.user = null;
    const result = await saveVisitorDraftForSession(sleepDraft);
    expect(result).toMatchObject({ ok: false, status: 401 });
  });

  it("keeps the areas, the track the rule picks and the answers, replacing an older draft", async () => {
    expect(await saveVisitorDraftForSession({ stage: 1, q0: ["health"], flow: "balance", answers: {} })).toMatchObject({
      ok: true,
      data: { track: "balance" },
    });
    expect(await saveVisitorDraftForSession(sleepDraft)).toMatchObject({ ok: true, data: { track: "sleep" } });
    const saved = await getVisitorPreferences(user.id);
    expect(saved).toMatchObject({ areas: ["sleep"], track: "sleep", answers: sleepDraft.answers });
    expect(await getDb().select().from(visitorOnboarding).where(eq(visitorOnboarding.userId, user.id))).toHaveLength(1);
  });

  it("takes the track from the areas, never from the client's word for it", async () => {
    const result = await saveVisitorDraftForSession({ stage: 4, q0: ["sleep", "stress"], flow: "sleep", answers: {} });
    expect(result).toMatchObject({ ok: true, data: { track: "stress" } });
  });

  it.each([
    ["an option that is not in the track", { ...sleepDraft, answers: { "sleep-q1": "made-up" } }],
    ["an answer of another track", { ...sleepDraft, answers: { "stress-q1": "mind" } }],
    ["no area at all", { ...sleepDraft, q0: [] }],
    ["an unknown area", { ...sleepDraft, q0: ["money"] }],
  ])("refuses %s and stores nothing", async (_, draft) => {
    expect(await saveVisitorDraftForSession(draft)).toMatchObject({ ok: false, status: 400 });
    expect(await getVisitorPreferences(user.id)).toBeNull();
  });

  it("is in the export and goes with the account", async () => {
    await saveVisitorDraftForSession(sleepDraft);
    const exported = await buildAccountExport(user);
    expect(exported.firstAnswers).toMatchObject({ areas: ["sleep"], track: "sleep", answers: sleepDraft.answers });
    await deleteUser(user.id);
    expect(await getVisitorPreferences(user.id)).toBeNull();
  });
});

describe("contact messages", () => {
  const message = { name: "  Mira  ", email: " Mira@Example.com ", message: "  Could the garden show the season?  " };

  it("stores a valid message trimmed, for a visitor without an account", async () => {
    ctx.user = null;
    const result = await sendContactMessage(message);
    expect(result.ok).toBe(true);
    const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.email, "mira@example.com"));
    expect(row).toMatchObject({ name: "Mira", message: "Could the garden show the season?", userId: null });
    expect(ctx.mails).toEqual([]);
  });

  it("refuses an invalid email and an over-long message with field messages, storing nothing", async () => {
    const result = await sendContactMessage({ name: "A", email: "a@b", message: "x".repeat(2001) });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { email: [validationRef("emailInvalid")], message: [validationRef("tooLong", { max: "2,000" })] },
    });
    expect(await getDb().select().from(contactMessages).where(eq(contactMessages.email, "a@b"))).toEqual([]);
  });

  it("accepts exactly 2,000 characters", async () => {
    expect((await sendContactMessage({ name: "A", email: "long@example.com", message: "y".repeat(2000) })).ok).toBe(true);
  });

  it("counts a Hindi message as its writer sees it, and thanks a Hindi reader in Hindi", async () => {
    ctx.cookie = "locale=hi";
    // 2,000 letters a person sees, 4,000 UTF-16 units.
    const sent = await sendContactMessage({ name: "आशा", email: "hindi@example.com", message: "कि".repeat(2000) });
    expect(sent).toMatchObject({ ok: true, data: { message: hi.Contact.thanks } });
    const over = await sendContactMessage({ name: "आशा", email: "hindi-over@example.com", message: "कि".repeat(2001) });
    expect(over).toMatchObject({ ok: false, status: 400, message: hi.Contact.checkFields });
  });

  it("mails CONTACT_TO when it is set", async () => {
    ctx.contactTo = "team@example.com";
    await sendContactMessage({ ...message, email: "mailed@example.com" });
    expect(ctx.mails).toHaveLength(1);
    expect(ctx.mails[0]).toMatchObject({ to: "team@example.com", subject: "Contact form: Mira" });
    expect(ctx.mails[0]!.text).toContain("mailed@example.com");
    expect(ctx.mails[0]!.text).toContain("Could the garden show the season?");
  });

  it("limits one address to a few messages an hour", async () => {
    const results = [];
    for (let i = 0; i <= CONTACT_LIMITS.perIp.limit; i++) {
      results.push(await sendContactMessage({ ...message, email: `ip-${i}-${n}@example.com` }));
    }
    expect(results.slice(0, -1).every((r) => r.ok)).toBe(true);
    expect(results.at(-1)).toMatchObject({ ok: false, status: 429, message: en.Contact.tooMany });
  });

  it("limits one sender email across addresses", async () => {
    const email = `same-${n}@example.com`;
    const results = [];
    for (let i = 0; i <= CONTACT_LIMITS.perEmail.limit; i++) {
      ctx.ip = `10.2.${n % 250}.${i}`;
      results.push(await sendContactMessage({ ...message, email }));
    }
    expect(results.at(-2)?.ok).toBe(true);
    expect(results.at(-1)).toMatchObject({ ok: false, status: 429 });
  });

  it("belongs to a signed-in sender: exported with the account and deleted with it", async () => {
    await sendContactMessage({ ...message, email: "member@example.com" });
    const exported = await buildAccountExport(user);
    expect(exported.contactMessages).toEqual([expect.objectContaining({ email: "member@example.com", message: "Could the garden show the season?" })]);
    await deleteUser(user.id);
    expect(await getDb().select().from(contactMessages).where(eq(contactMessages.userId, user.id))).toEqual([]);
  });

  it("housekeeping removes only old messages sent without an account", async () => {
    const old = new Date("2024-01-01T00:00:00Z");
    await getDb()
      .insert(contactMessages)
      .values([
        { name: "Old", email: "old@example.com", message: "m", createdAt: old },
        { name: "Old member", email: "oldm@example.com", message: "m", createdAt: old, userId: user.id },
      ]);
    expect(await deleteAnonymousContactMessagesBefore(new Date("2025-01-01T00:00:00Z"))).toBe(1);
    expect(await getDb().select().from(contactMessages).where(eq(contactMessages.email, "oldm@example.com"))).toHaveLength(1);
  });
});
