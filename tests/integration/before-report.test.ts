/**
 * docs/decisions/0042-the-app-opens-before-the-questions.md, against a real database: a signed-in
 * person without a report reads and writes the companion, the journal and the mood check through
 * the pages' own guards and loaders, and the pages computed from the report learn from the
 * database that it is missing and where the questions continue, instead of redirecting.
 */
// First: the mocks of a simulated request, before any app module loads.
import "../support/page-request-mocks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpPageRequests } from "../support/page-requests";
import { signedInCookie } from "../support/session-cookie";
import { validAnswers } from "../support/valid-answers";

const { requireUser, requireUserAndReport } = await import("@/lib/auth/session");
const { createUser } = await import("@/lib/data/users");
const { loadCompanionCorner, sendCompanionMessage } = await import("@/lib/companion/service");
const { requireOwnJournalEntry, saveJournalEntry } = await import("@/lib/journal/service");
const { saveMoodCheck } = await import("@/lib/mood/service");
const { getDashboardReads } = await import("@/lib/data/page-reads");
const { listJournalEntries } = await import("@/lib/data/journal");
const { submitAssessment } = await import("@/lib/assessments/submit");

let pages: Awaited<ReturnType<typeof setUpPageRequests>>;
let newcomer: { id: string; cookie: string; staleCookie: string };
beforeAll(async () => {
  pages = await setUpPageRequests();
  const user = (await createUser({ email: "before-report@example.com", firstName: "Meera", lastName: "New", passwordHash: null }))!;
  const secret = process.env.AUTH_SECRET!;
  const { cookie } = await signedInCookie(user.id, { secret, rc: false });
  // A token that says "complete" though the database has no report (e.g. issued before a restore).
  const { cookie: staleCookie } = await signedInCookie(user.id, { secret, rc: true });
  newcomer = { id: user.id, cookie, staleCookie };
});
afterAll(() => pages.dispose());

describe("a signed-in person without a report", () => {
  it("is told by the report pages' guard that the report is missing and where the questions continue, not redirected", async () => {
    for (const path of ["/dashboard", "/habits", "/garden", "/insights"]) {
      await pages.startRequest(path, { cookie: newcomer.cookie });
      const gate = await requireUserAndReport(path);
      expect(gate.user.id).toBe(newcomer.id);
      expect(gate).toMatchObject({ reportReady: false, continueHref: "/questions/onboarding" });
    }
    // A stale "complete" claim is re-issued on the way, or proxy.ts would send the questions back to the dashboard.
    await pages.startRequest("/habits", { cookie: newcomer.staleCookie });
    expect(await requireUserAndReport("/habits")).toMatchObject({
      reportReady: false,
      continueHref: `/api/user/auth/sync?next=${encodeURIComponent("/questions/onboarding")}`,
    });
  });

  it("talks with the companion, checks in and writes in the journal, and its pages read them back", async () => {
    await pages.startRequest("/companion", { cookie: newcomer.cookie });
    const { user } = await requireUser("/companion");
    const sent = await sendCompanionMessage({ text: "I could not sleep last night" });
    expect(sent.ok).toBe(true);
    expect((await loadCompanionCorner(user.id)).messages.map((m) => m.author)).toEqual(["person", "companion"]);

    await pages.startRequest("/dashboard?open=mood", { cookie: newcomer.cookie });
    expect((await saveMoodCheck({ mind: 2, body: 3, temperature: 4 })).ok).toBe(true);
    const saved = await saveJournalEntry({ text: "Written before any of the questions" });
    if (!saved.ok) throw new Error(saved.message);
    const { checks } = await getDashboardReads(newcomer.id);
    expect(checks).toHaveLength(1);
    expect((await listJournalEntries(newcomer.id)).map((e) => e.text)).toEqual(["Written before any of the questions"]);

    // The entry's own delete page opens for its owner, report or not.
    await pages.startRequest(`/reflection/${saved.data.id}/delete`, { cookie: newcomer.cookie });
    const own = await requireOwnJournalEntry(saved.data.id, "delete");
    expect(own.entry.text).toBe("Written before any of the questions");
  });

  it("finds the report pages open once the onboarding answers are saved", async () => {
    const submitted = await submitAssessment(newcomer.id, { kind: "onboarding", answers: validAnswers().onboarding });
    expect(submitted.ok).toBe(true);
    await pages.startRequest("/garden", { cookie: newcomer.cookie });
    expect(await requireUserAndReport("/garden")).toMatchObject({ reportReady: true });
  });
});
