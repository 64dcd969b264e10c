import { beforeEach, describe, expect, it, vi } from "vitest";
import { createUser, type User } from "@/lib/data/users";
import { sayValidation } from "@/lib/i18n/validation-ref";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

// The services read the session through this module; each test says who is signed in.
const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => (session.user ? { user: session.user, claims: {} } : null),
}));

const { chooseElement, saveMoodCheck } = await import("@/lib/mood/service");
const { editJournalEntry, removeJournalEntry, saveJournalEntry } = await import("@/lib/journal/service");
const { listMoodChecks, listMoodElements } = await import("@/lib/data/mood");
const { listJournalEntries } = await import("@/lib/data/journal");
const { addDays, todayIn } = await import("@/lib/time/day");

let n = 0;
async function signIn(timeZone?: string) {
  n += 1;
  session.user = (await createUser({ email: `actions-${n}@example.com`, firstName: "A", lastName: "B", passwordHash: "x", timeZone }))!;
  return session.user;
}

beforeEach(() => {
  session.user = null;
});

describe("saves check the session first", () => {
  it("answers 401 and writes nothing when signed out", async () => {
    expect(await chooseElement({ element: "agni" })).toMatchObject({ ok: false, status: 401 });
    expect(await saveMoodCheck({ mind: 3, body: 3, temperature: 3 })).toMatchObject({ ok: false, status: 401 });
    expect(await saveJournalEntry({ text: "hello" })).toMatchObject({ ok: false, status: 401 });
  });
});

describe("mood element", () => {
  it("saves the element on the person's today, whatever day the browser claims, and refuses unknown elements", async () => {
    const user = await signIn();
    const today = todayIn("UTC");
    expect(await chooseElement({ element: "agni" })).toEqual({ ok: true, data: { element: "agni", day: today } });
    expect(await chooseElement({ element: "ether" })).toMatchObject({ ok: false, status: 422, fieldErrors: { element: ["Choose one of the five elements."] } });
    expect(await chooseElement({ element: "apas", day: "2020-01-01" })).toEqual({ ok: true, data: { element: "apas", day: today } });
    expect((await listMoodElements(user.id)).map((r) => [r.day, r.element])).toEqual([[today, "apas"]]);
  });

  it("decides the day in the person's zone: Kiritimati is a day ahead of Honolulu all day long", async () => {
    const ahead = await signIn("Pacific/Kiritimati");
    const aheadDay = todayIn("Pacific/Kiritimati");
    expect(await chooseElement({ element: "vayu" })).toEqual({ ok: true, data: { element: "vayu", day: aheadDay } });
    const behind = await signIn("Pacific/Honolulu");
    const behindDay = todayIn("Pacific/Honolulu");
    expect(await chooseElement({ element: "vayu" })).toEqual({ ok: true, data: { element: "vayu", day: behindDay } });
    // Same wall clock, 24 hours apart: their today is never the same calendar day.
    expect(aheadDay).toBe(addDays(behindDay, 1));
    expect((await listMoodElements(ahead.id)).map((r) => r.day)).toEqual([aheadDay]);
    expect((await listMoodElements(behind.id)).map((r) => r.day)).toEqual([behindDay]);
  });
});

describe("mood check", () => {
  it("scores on the server with calm = 6 - mind and saves the result", async () => {
    const user = await signIn();
    const saved = await saveMoodCheck({ mind: 5, body: 3, temperature: 4 });
    expect(saved.ok && saved.data.result).toMatchObject({
      acute: true,
      companion: "Mira",
      miniStats: { calm: 1, ease: 3, warm: 4 },
      quickRelief: { id: "cooling-breath" },
    });
    const [row] = await listMoodChecks(user.id);
    expect(row).toMatchObject({ mind: 5, body: 3, temperature: 4, acute: true, companion: "Mira" });
  });

  it("refuses sliders that are not whole numbers from 1 to 5", async () => {
    await signIn();
    const result = await saveMoodCheck({ mind: 6, body: 2.5, temperature: 3 });
    expect(result).toMatchObject({ ok: false, status: 422 });
    expect(!result.ok && Object.keys(result.fieldErrors ?? {}).sort()).toEqual(["body", "mind"]);
  });
});

describe("journal", () => {
  it("saves, edits and deletes only the owner's entries, and refuses text over 5,000 characters", async () => {
    const owner = await signIn();
    const saved = await saveJournalEntry({ text: "  the first entry  ", element: "vayu" });
    expect(saved).toMatchObject({ ok: true, data: { text: "the first entry", element: "vayu" } });
    const id = saved.ok ? saved.data.id : "";
    const tooLong = await saveJournalEntry({ text: "x".repeat(5001) });
    expect(tooLong).toMatchObject({ ok: false, status: 422 });
    // A validation key: the form says it in the page's words, the JSON API in English.
    expect(!tooLong.ok && tooLong.fieldErrors?.text?.map((m) => sayValidation(m, en.Validation))).toEqual(["Please keep an entry under 5,000 characters."]);
    expect(!tooLong.ok && tooLong.fieldErrors?.text?.map((m) => sayValidation(m, hi.Validation))).toEqual(["कृपया अपनी प्रविष्टि 5,000 अक्षरों से कम रखिए।"]);
    expect(await saveJournalEntry({ text: "   " })).toMatchObject({ ok: false, status: 422 });

    await signIn();
    expect(await editJournalEntry({ id, text: "not mine" })).toMatchObject({ ok: false, status: 404 });
    expect(await removeJournalEntry({ id })).toMatchObject({ ok: false, status: 404 });

    session.user = owner;
    expect(await editJournalEntry({ id, text: "edited" })).toMatchObject({ ok: true, data: { text: "edited" } });
    expect((await listJournalEntries(owner.id))[0]?.text).toBe("edited");
    expect(await removeJournalEntry({ id })).toEqual({ ok: true, data: null });
    expect(await listJournalEntries(owner.id)).toEqual([]);
  });
});
