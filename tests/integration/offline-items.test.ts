import { v7 as uuidv7 } from "uuid";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { createUser, type User } from "@/lib/data/users";

// The service reads the session through this module; each test says who is signed in.
const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => (session.user ? { user: session.user, claims: {} } : null),
}));

const { keepOfflineItem } = await import("@/lib/offline/keep");
const { listMoodChecks, listMoodElements } = await import("@/lib/data/mood");
const { listJournalEntries } = await import("@/lib/data/journal");
const { localDay } = await import("@/lib/time/day");

const HOUR = 3_600_000;
let n = 0;
async function signIn(timeZone = "Asia/Kolkata") {
  n += 1;
  const user = (await createUser({ email: `offline-${n}@example.com`, firstName: "A", lastName: "B", passwordHash: "x", timeZone }))!;
  // An account a week old: nothing is credited before an account existed.
  const [older] = await getDb()
    .update(users)
    .set({ createdAt: new Date(Date.now() - 7 * 24 * HOUR) })
    .where(eq(users.id, user.id))
    .returning();
  session.user = { ...user, createdAt: older!.createdAt };
  return session.user;
}

/** An item as the device's outbox sends it, written at `at` for the account signed in now. */
function item(kind: "mood-check" | "element" | "journal", fields: object, at = Date.now(), timeZone = "Asia/Kolkata") {
  return { kind, id: uuidv7({ msecs: at }), writtenAt: new Date(at).toISOString(), timeZone, owner: session.user?.id ?? "signed-out-device", fields };
}

beforeEach(() => {
  session.user = null;
});

describe("an item sent twice", () => {
  it("is one row: the second answer says it was kept already", async () => {
    const user = await signIn();
    const check = item("mood-check", { mind: 4, body: 2, temperature: 3 });
    expect(await keepOfflineItem(check)).toMatchObject({ ok: true, data: { id: check.id, kept: "new" } });
    expect(await keepOfflineItem(check)).toMatchObject({ ok: true, data: { id: check.id, kept: "again" } });
    const entry = item("journal", { text: "Rain on the train window", element: "apas" });
    await keepOfflineItem(entry);
    await keepOfflineItem(entry);
    expect((await listMoodChecks(user.id)).map((r) => r.id)).toEqual([check.id]);
    expect((await listJournalEntries(user.id)).map((e) => [e.id, e.text])).toEqual([[entry.id, "Rain on the train window"]]);
  });

  it("is refused when its id is another person's, and nothing of theirs changes", async () => {
    await signIn();
    const check = item("mood-check", { mind: 1, body: 1, temperature: 1 });
    const entry = item("journal", { text: "mine", element: null });
    const element = item("element", { element: "agni" });
    for (const sent of [check, entry, element]) await keepOfflineItem(sent);
    const other = await signIn();
    const owner = other.id;
    expect(await keepOfflineItem({ ...check, owner, fields: { mind: 5, body: 5, temperature: 5 } })).toMatchObject({ ok: false, status: 409 });
    expect(await keepOfflineItem({ ...entry, owner, fields: { text: "theirs", element: null } })).toMatchObject({ ok: false, status: 409 });
    expect(await keepOfflineItem({ ...element, owner, fields: { element: "vayu" } })).toMatchObject({ ok: false, status: 409 });
    expect(await listMoodChecks(other.id)).toEqual([]);
    expect(await listJournalEntries(other.id)).toEqual([]);
    expect(await listMoodElements(other.id)).toEqual([]);
  });
});

describe("an item written for another account on this device", () => {
  it("is refused with 409 and nothing is written for either account", async () => {
    const a = await signIn();
    const check = item("mood-check", { mind: 4, body: 2, temperature: 3 });
    const entry = item("journal", { text: "A's words, written offline", element: "apas" });
    const element = item("element", { element: "agni" });
    const b = await signIn();
    for (const sent of [check, entry, element]) {
      expect(await keepOfflineItem(sent)).toMatchObject({ ok: false, status: 409, fieldErrors: { owner: [expect.any(String)] } });
    }
    for (const id of [a.id, b.id]) {
      expect(await listMoodChecks(id)).toEqual([]);
      expect(await listJournalEntries(id)).toEqual([]);
      expect(await listMoodElements(id)).toEqual([]);
    }
    // Once A is signed in again, the same items are kept for A.
    session.user = a;
    expect(await keepOfflineItem(entry)).toMatchObject({ ok: true, data: { kept: "new" } });
    expect((await listJournalEntries(a.id)).map((e) => e.text)).toEqual(["A's words, written offline"]);
  });

  it("is refused when it names no account", async () => {
    const user = await signIn();
    const unowned: Record<string, unknown> = item("journal", { text: "Whose?", element: null });
    delete unowned.owner;
    expect(await keepOfflineItem(unowned)).toMatchObject({ ok: false, status: 422 });
    expect(await listJournalEntries(user.id)).toEqual([]);
  });
});

describe("the day an item counts on", () => {
  it("an item written yesterday evening in Asia/Kolkata and synced this morning lands on yesterday", async () => {
    const user = await signIn("Asia/Kolkata");
    // Yesterday 23:50 in Kolkata (18:20 UTC), whatever time the test runs.
    const today = localDay(Date.now(), "Asia/Kolkata");
    const midnight = Date.parse(`${today}T00:00:00+05:30`);
    const written = midnight - 10 * 60_000;
    const yesterday = localDay(written, "Asia/Kolkata");
    const check = item("mood-check", { mind: 2, body: 3, temperature: 3 }, written);
    const element = item("element", { element: "prthvi" }, written);
    const entry = item("journal", { text: "A quiet evening", element: "prthvi" }, written);
    const synced = new Date(midnight + 8 * HOUR);
    for (const sent of [check, element, entry]) expect(await keepOfflineItem(sent, synced)).toMatchObject({ ok: true, data: { day: yesterday } });
    const [row] = await listMoodChecks(user.id);
    expect(localDay(row!.createdAt, user.timeZone)).toBe(yesterday);
    expect((await listMoodElements(user.id)).map((r) => [r.day, r.element])).toEqual([[yesterday, "prthvi"]]);
    const [journal] = await listJournalEntries(user.id);
    expect(localDay(journal!.createdAt, user.timeZone)).toBe(yesterday);
  });

  it("an element chosen earlier and synced late never replaces the day's later choice", async () => {
    const user = await signIn("UTC");
    // Two moments of today in UTC, a third and two thirds of the way from midnight to now.
    const now = Date.now();
    const midnight = Date.parse(`${localDay(now, "UTC")}T00:00:00Z`);
    const later = item("element", { element: "vayu" }, midnight + ((now - midnight) * 2) / 3, "UTC");
    const earlier = item("element", { element: "agni" }, midnight + (now - midnight) / 3, "UTC");
    await keepOfflineItem(later);
    expect(await keepOfflineItem(earlier)).toMatchObject({ ok: true, data: { kept: "new" } });
    expect((await listMoodElements(user.id)).map((r) => r.element)).toEqual(["vayu"]);
  });
});

describe("refusals", () => {
  it("checks the fields as the online forms do, and the session, before writing anything", async () => {
    const unsigned = item("mood-check", { mind: 3, body: 3, temperature: 3 });
    expect(await keepOfflineItem(unsigned)).toMatchObject({ ok: false, status: 401 });
    const user = await signIn();
    expect(await keepOfflineItem(item("mood-check", { mind: 6, body: 3, temperature: 3 }))).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { fields: ["Choose a whole number from 1 to 5."] },
    });
    expect(await keepOfflineItem(item("journal", { text: "   " }))).toMatchObject({ ok: false, status: 422 });
    expect(await keepOfflineItem({ ...item("element", { element: "agni" }), id: "6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f" })).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { id: [expect.stringContaining("UUIDv7")] },
    });
    expect(await listMoodChecks(user.id)).toEqual([]);
  });
});
