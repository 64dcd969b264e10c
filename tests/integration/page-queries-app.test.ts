/**
 * What one signed-in request of /habits, /insights and /profile costs in database queries, with
 * the pages' loaders called as their components call them; and the pages' relational reads give
 * the rows the plain reads give.
 */
// First: the mocks of a simulated request, before any app module loads.
import "../support/page-request-mocks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpPageRequests } from "../support/page-requests";
import { scope } from "../support/request-scope";

const { reportClaimIsStale, requireUser, requireUserAndReport } = await import("@/lib/auth/session");
const { homePath } = await import("@/components/layout/home-path");
const { getAssessmentOverview } = await import("@/lib/assessments/overview");
const { hasCompleteReport } = await import("@/lib/data/assessments");
const { listMoodChecks, listMoodElements } = await import("@/lib/data/mood");
const { listCompletedSkills, listHabitsWithProgress } = await import("@/lib/data/habits");
const { getDashboardReads, getHabitsPageReads, getProfileReads } = await import("@/lib/data/page-reads");
const { suggestedHabits } = await import("@/lib/habits/suggested");
const { loadInsights } = await import("@/lib/insights/load");
const { listSecurityEvents } = await import("@/lib/data/security-events");
const { getVisitorPreferences } = await import("@/lib/data/visitor-onboarding");
const { listConnections } = await import("@/lib/account/connections");
const { getReminderSettings, saveReminderSettings } = await import("@/lib/data/reminders");
const { getTwoStepState, replaceRecoveryCodes, saveUnconfirmedTotp, spendRecoveryCode } = await import("@/lib/data/two-step");

const NOBODY = "00000000-0000-4000-8000-000000000000";

let person: Awaited<ReturnType<typeof setUpPageRequests>>;
beforeAll(async () => {
  person = await setUpPageRequests();
});
afterAll(() => person.dispose());

describe("a signed-in page request", () => {
  it("renders /habits, ordered for the person, from three queries, once the habit library (the same for everyone) is read", async () => {
    // The first request in a process also reads the habit library, kept from then on.
    await person.startRequest("/habits");
    await getHabitsPageReads(person.userId);
    const counts = await person.startRequest("/habits");
    const { user } = await requireUserAndReport("/habits");
    await homePath();
    const ordered = await suggestedHabits(user, await getHabitsPageReads(user.id));
    expect(ordered[0]?.why).toBeTruthy();
    expect(counts.queries()).toBe(3);
  });

  it("renders /insights from three queries", async () => {
    const counts = await person.startRequest("/insights");
    const { user } = await requireUserAndReport("/insights");
    await Promise.all([homePath(), reportClaimIsStale()]);
    const view = await loadInsights(user);
    expect(view.moodDays).toBe(1);
    expect(view.returns.map((r) => r.name)).toEqual(expect.arrayContaining(["A skill"]));
    expect(counts.queries()).toBe(3);
  });

  it("renders /profile from three queries", async () => {
    const counts = await person.startRequest("/profile");
    const { user } = await requireUser("/profile");
    await Promise.all([homePath(), reportClaimIsStale(), hasCompleteReport(user.id)]);
    await Promise.all([getAssessmentOverview(user.id), getProfileReads(user.id), listConnections(user.id)]);
    // The two-step section reads its rows from the same statement (getProfileReads().twoStep).
    expect(counts.queries()).toBe(3);
  });
});

describe("a page's relational read", () => {
  it("return the same rows as the reads on their own", async () => {
    const { userId } = person;
    await person.startRequest("/dashboard");
    const dashboard = await getDashboardReads(userId);
    expect(dashboard.elements).toEqual(await listMoodElements(userId, { limit: 14 }));
    expect(dashboard.checks).toEqual(await listMoodChecks(userId, 10));
    expect(dashboard.habits).toEqual(await listHabitsWithProgress(userId));
    expect(dashboard.habits.some((h) => h.done === 1 && h.lastCompletedAt instanceof Date)).toBe(true);
    expect(dashboard.elements.map((e) => e.day)).toEqual(["2026-11-21", "2026-11-20"]);
    expect(dashboard.visitorPreferences).toEqual(await getVisitorPreferences(userId));

    const habitsPage = await getHabitsPageReads(userId);
    expect(habitsPage.habits).toEqual(dashboard.habits);
    expect(habitsPage.latestCheck).toEqual(dashboard.checks[0]);
    expect(habitsPage.visitorPreferences).toEqual(dashboard.visitorPreferences);

    const profile = await getProfileReads(userId);
    expect(profile.completedSkills).toEqual(await listCompletedSkills(userId));
    expect(profile.securityEvents).toEqual(await listSecurityEvents(userId, 10));
    expect(profile.oauthAccounts).toEqual([{ provider: "google", createdAt: expect.any(Date) }]);
    expect(profile.visitorPreferences).toEqual(await getVisitorPreferences(userId));
    expect(profile.visitorPreferences?.areas).toEqual(["sleep"]);
    expect(profile.reminderSettings).toBeNull();
    await saveReminderSettings(userId, {
      enabled: true,
      days: [1, 5],
      practiceTimes: { mood: 570, skill: 750, reflection: 1230 },
      practices: ["mood", "reflection"],
      quietStart: 1320,
      quietEnd: 420,
      byEmail: true,
      nextDueAt: new Date("2026-11-30T09:30:00Z"),
    });
    scope.memo.clear();
    expect((await getProfileReads(userId)).reminderSettings).toEqual(await getReminderSettings(userId));
  });

  it("read two-step sign-in as its own read does, in the profile's one statement", async () => {
    const { userId } = person;
    await person.startRequest("/profile");
    expect((await getProfileReads(userId)).twoStep).toEqual({ totp: false, passkeys: [], recoveryCodesLeft: 0, secretBeingSetUp: null });
    await saveUnconfirmedTotp(userId, "JBSWY3DPEHPK3PXP");
    await replaceRecoveryCodes(userId, ["hash-1", "hash-2", "hash-3"]);
    await spendRecoveryCode(userId, "hash-2");
    scope.memo.clear();
    const { twoStep } = await getProfileReads(userId);
    expect(twoStep).toEqual(await getTwoStepState(userId));
    expect(twoStep).toMatchObject({ totp: false, recoveryCodesLeft: 2, secretBeingSetUp: "JBSWY3DPEHPK3PXP" });
  });

  it("are empty for a user that does not exist", async () => {
    await person.startRequest("/dashboard");
    expect(await getDashboardReads(NOBODY)).toEqual({
      elements: [],
      checks: [],
      habits: [],
      visitorPreferences: null,
      window: { windowChecks: [], windowJournal: [], windowElements: [], windowCompletions: [], windowAnswers: [] },
    });
    expect(await getHabitsPageReads(NOBODY)).toEqual({ habits: [], latestCheck: null, visitorPreferences: null });
  });
});
