/** What one signed-in /dashboard request costs: session reads and database queries, with the page's loaders called as its components call them. */
// First: the mocks of a simulated request, before any app module loads.
import "../support/page-request-mocks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpPageRequests } from "../support/page-requests";
import { scope } from "../support/request-scope";

const { getCurrentUser, reportClaimIsStale, requireUserAndReport } = await import("@/lib/auth/session");
const { homePath } = await import("@/components/layout/home-path");
const { getAssessmentOverview } = await import("@/lib/assessments/overview");
const { getDashboardReads } = await import("@/lib/data/page-reads");
const { suggestedHabits } = await import("@/lib/habits/suggested");
const { loadWeekly } = await import("@/lib/insights/load");
const { seasonFor } = await import("@/lib/season/for-person");

let person: Awaited<ReturnType<typeof setUpPageRequests>>;
beforeAll(async () => {
  person = await setUpPageRequests();
});
afterAll(() => person.dispose());

/** The dashboard's own reads, as its server components make them. */
async function renderDashboard(path: string) {
  const { user } = await requireUserAndReport(path);
  await Promise.all([homePath(), reportClaimIsStale(), getAssessmentOverview(user.id), getDashboardReads(user.id)]);
  return user;
}

describe("a signed-in /dashboard request", () => {
  it("reads the session cookie once for all of the server's checks", async () => {
    const counts = await person.startRequest("/dashboard");
    const current = await requireUserAndReport("/dashboard");
    await getCurrentUser();
    await homePath();
    await reportClaimIsStale();
    expect(current.user.id).toBe(person.userId);
    expect(counts.reads()).toBe(1);
  });

  it("renders /dashboard from three queries, once the habit library (the same for everyone) is read", async () => {
    // The first dashboard in a process also reads the habit library, kept from then on.
    await person.startRequest("/dashboard");
    const warm = scope.queries;
    await getDashboardReads(person.userId);
    expect(scope.queries - warm).toBeLessThanOrEqual(2);
    const counts = await person.startRequest("/dashboard");
    const user = await renderDashboard("/dashboard");
    // The habit cards ask again, and order themselves from what the page has already read.
    const { habits, checks, visitorPreferences } = await getDashboardReads(user.id);
    expect(await suggestedHabits(user, { habits, latestCheck: checks[0], visitorPreferences })).toHaveLength(habits.length);
    expect(counts.queries()).toBe(3);
  });

  it("renders the dashboard's Library tab from the same three queries", async () => {
    const counts = await person.startRequest("/dashboard?tab=library");
    const user = await renderDashboard("/dashboard?tab=library");
    const { habits, checks, visitorPreferences } = await getDashboardReads(user.id);
    await suggestedHabits(user, { habits, latestCheck: checks[0], visitorPreferences });
    expect(counts.queries()).toBe(3);
  });

  it("renders /dashboard's weekly summary from the same three queries", async () => {
    const counts = await person.startRequest("/dashboard");
    const user = await renderDashboard("/dashboard");
    const weekly = await loadWeekly(user);
    expect(weekly.lines.length).toBeGreaterThan(0);
    expect(counts.queries()).toBe(3);
  });

  it("renders /dashboard's season card from the same three queries", async () => {
    const counts = await person.startRequest("/dashboard");
    const user = await renderDashboard("/dashboard");
    await getDashboardReads(user.id);
    const { advice } = await seasonFor(user);
    expect(advice.name.length).toBeGreaterThan(0);
    expect(counts.queries()).toBe(3);
  });
});
