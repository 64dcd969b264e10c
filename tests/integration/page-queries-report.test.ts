/**
 * What one request of the report pages costs in database queries: the signed-in /report, and
 * /shared/[token], opened by someone without an account.
 */
// First: the mocks of a simulated request, before any app module loads.
import "../support/page-request-mocks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpPageRequests } from "../support/page-requests";

const { requireUser } = await import("@/lib/auth/session");
const { homePath } = await import("@/components/layout/home-path");
const { getAssessmentOverview, OVERVIEW_KINDS } = await import("@/lib/assessments/overview");
const { getReport } = await import("@/lib/data/assessments");
const { createShareLink } = await import("@/lib/data/share-links");
const { loadSharedReport } = await import("@/lib/share/load");
const { newShareToken } = await import("@/lib/share/token");
const { seasonFor } = await import("@/lib/season/for-person");

let person: Awaited<ReturnType<typeof setUpPageRequests>>;
beforeAll(async () => {
  person = await setUpPageRequests();
});
afterAll(() => person.dispose());

describe("a report page request", () => {
  it("renders /report from two queries", async () => {
    const counts = await person.startRequest("/report");
    const { user } = await requireUser("/report");
    await Promise.all([
      homePath(),
      getReport(user.id),
      getAssessmentOverview(
        user.id,
        OVERVIEW_KINDS.filter((k) => k !== "onboarding"),
      ),
      // The season section reads the same newest results.
      seasonFor(user),
    ]);
    expect(counts.queries()).toBe(2);
  });

  it("renders /shared/[token] for someone without an account from at most three queries, its opening recorded among them", async () => {
    const { token, tokenHash } = newShareToken();
    await createShareLink(person.userId, { tokenHash, sections: ["bodyType", "guna"], expiresAt: new Date(Date.now() + 86_400_000) });
    const counts = await person.startRequest(`/shared/${token}`, {});
    const shared = await loadSharedReport(token);
    expect(shared?.document.parts.map((p) => p.section)).toEqual(["bodyType", "guna"]);
    expect(counts.reads()).toBe(0);
    expect(counts.queries()).toBeLessThanOrEqual(3);
  });
});
