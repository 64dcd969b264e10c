/**
 * The registries are the only place a questionnaire or an activity type is declared: a throwaway
 * instrument ("sleep") and activity type ("one-word"), added to the real entries the way the
 * recipes in docs/adding-an-instrument.md and docs/adding-an-activity-type.md say, flow through validation, saving, the API, the dashboard and report, the
 * trends, Insights' retakes and the export with no edit anywhere else. The one step outside the registry a new kind
 * takes, its migration of the kind check, is done here as `npm run db:generate` would write it.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ExportFile } from "@/lib/account/export";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { isOneOf } from "@/db/schema/known-values";
import type { User } from "@/lib/data/users";

vi.mock("@/lib/assessments/instruments/kinds", async (original) => {
  const actual = await original<typeof import("@/lib/assessments/instruments/kinds")>();
  return { ...actual, ASSESSMENT_KINDS: [...actual.ASSESSMENT_KINDS, "sleep"] };
});
vi.mock("@/lib/assessments/instruments/registry", async (original) => {
  const actual = await original<typeof import("@/lib/assessments/instruments/registry")>();
  const { sleep } = await import("../support/fixtures/sleep-instrument");
  return { INSTRUMENTS: { ...actual.INSTRUMENTS, sleep } };
});
vi.mock("@/lib/habits/activity-types", async (original) => {
  const actual = await original<typeof import("@/lib/habits/activity-types")>();
  const { oneWord } = await import("../support/fixtures/one-word-activity");
  const rules = { ...actual.ACTIVITY_TYPE_RULES, "one-word": oneWord };
  return { ...actual, ACTIVITY_TYPE_RULES: rules, ACTIVITY_TYPES: Object.keys(rules) };
});
const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => (session.user ? { user: session.user, claims: { uid: session.user.id, sv: 0, rc: true, rm: true, lat: 0 } } : null),
}));

// The setup file has loaded the real registries already (migrating reads them): load afresh, so
// every module below sees the registries with the fixtures (the database handle is global).
vi.resetModules();
const { SLEEP } = await import("../support/fixtures/sleep-instrument");
const { ASSESSMENT_KINDS, READABLE_KINDS, RETAKE_KINDS, isAssessmentKind } = await import("@/lib/assessments/instruments");
const { NEXT_AFTER, startPath } = await import("@/lib/assessments/flow");
const { submitAssessment } = await import("@/lib/assessments/submit");
const { getAssessmentOverview } = await import("@/lib/assessments/overview");
const { resultMeaning } = await import("@/lib/assessments/summary");
const { listSubmissionHistory } = await import("@/lib/data/assessment-history");
const { trendPoints } = await import("@/lib/trends/assessment-series");
const { assessmentFigure, TREND_KINDS } = await import("@/lib/trends/figures/assessment-figures");
const { GET: questionnairesApi } = await import("@/app/api/user/me/questionnaires/route");
const { accountExportFile } = await import("@/lib/account/export");
const { loadInsights } = await import("@/lib/insights/load");
const { createUser } = await import("@/lib/data/users");
const { ACTIVITY_TYPES } = await import("@/lib/content/schemas/habits");
const { BundleSchema } = await import("@/lib/content/schemas/habits");
const { checkSkillAnswers } = await import("@/lib/habits/answers");
const { emptyDraft, isAnswered, toAnswer } = await import("@/components/habits/activity-state");
const { getHabitBySlug, listSkillsWithProgress, saveSkillResponses } = await import("@/lib/data/habits");

let user: User;
beforeAll(async () => {
  // What the generated migration for a new kind does: the kind check, rebuilt from the list.
  await getDb().execute(sql`alter table assessment_submissions drop constraint assessment_submissions_kind_known`);
  await getDb().execute(sql`alter table assessment_submissions add constraint assessment_submissions_kind_known check (${isOneOf("kind", ASSESSMENT_KINDS)})`);
  user = (await createUser({ email: `registries-${crypto.randomUUID()}@example.com`, firstName: "A", lastName: "B", passwordHash: "x" }))!;
  session.user = user;
});

describe("a throwaway instrument added to the registry", () => {
  it("is a known kind with its route in the chain, listed on the report and in the trends", () => {
    expect(isAssessmentKind("sleep")).toBe(true);
    expect(startPath(SLEEP)).toBe("/intro/sleep");
    expect(NEXT_AFTER[SLEEP]).toBe("/report");
    expect(READABLE_KINDS).toContain("sleep");
    expect(TREND_KINDS).toContain("sleep");
    expect(RETAKE_KINDS).toContain("sleep");
  });

  it("is validated and scored on the server, refused when its answers are not its own, and saved", async () => {
    const refused = await submitAssessment(user.id, { kind: "sleep", answers: { hours: 30 } });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.status).toBe(422);
    expect((await submitAssessment(user.id, { kind: "sleep", answers: { hours: 6, bedtime: "late" } })).ok).toBe(false);

    const first = await submitAssessment(user.id, { kind: "sleep", answers: { hours: 6 } });
    expect(first.ok && first.data).toMatchObject({
      kind: "sleep",
      result: { hours: 6, rested: false },
      next: "/report",
      help: [expect.stringMatching(/sleep result/)],
    });
    const second = await submitAssessment(user.id, { kind: "sleep", answers: { hours: 8 } });
    expect(second.ok).toBe(true);
  });

  it("reaches the questionnaires API with its help line, the dashboard and report with its summary and reading, and the trend", async () => {
    const api = await (await questionnairesApi()).json();
    const mine = api.questionnaires.filter((q: { kind: string }) => q.kind === "sleep");
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ result: { hours: 8, rested: true }, help: ["A line every client shows beside a sleep result."] });

    const [item] = await getAssessmentOverview(user.id, [SLEEP]);
    expect(item).toMatchObject({ kind: "sleep", title: "Sleep (fixture)", href: "/intro/sleep", latest: { summary: "8 hours, rested" } });
    expect(item!.help).toEqual(["A line every client shows beside a sleep result."]);
    expect(resultMeaning(SLEEP, item!.latest!.result)!.paragraphs).toEqual(["Enough sleep."]);

    const points = trendPoints(SLEEP, await listSubmissionHistory(user.id));
    expect(points.map((p) => p.values)).toEqual([{ hours: 6 }, { hours: 8 }]);
    const figure = assessmentFigure(SLEEP, points, "UTC");
    expect(figure.title).toBe("Sleep over time");
    expect(figure.table.rows.map((row) => row[1])).toEqual(["6", "8"]);
    expect(figure.latest).toBe("Latest: 8 hours.");
  });

  it("is followed on Insights from its first result to the latest, in its own words", async () => {
    const { retakes } = await loadInsights({ id: user.id, timeZone: "UTC" });
    expect(retakes.find((r) => r.kind === SLEEP)).toMatchObject({
      results: 2,
      first: { summary: "6 hours" },
      latest: { summary: "8 hours, rested" },
      movement: "From 6 to 8 hours a night.",
    });
  });

  it("is in the person's export as saved", async () => {
    const data = JSON.parse((await accountExportFile(user)).text) as ExportFile;
    expect(data.assessments.filter((a) => a.kind === SLEEP).map((a) => a.result)).toEqual([
      { hours: 8, rested: true },
      { hours: 6, rested: false },
    ]);
  });
});

describe("a throwaway activity type added to the registry", () => {
  const bundle = {
    activities: {
      "name-it": { meta: { type: "one-word" }, header: "Name it", prompt: { text: "One word for this breath." }, coach_closing: { text: "Thank you." } },
    },
  };
  const activities = () => {
    const parsed = BundleSchema.parse(bundle);
    if (!("activities" in parsed)) throw new Error("single-skill bundle expected");
    return Object.entries(parsed.activities).map(([key, activity]) => ({ ...activity, key }));
  };

  it("is a known type that content can use", () => {
    expect(ACTIVITY_TYPES).toContain("one-word");
    expect(activities()[0]!.meta.type).toBe("one-word");
  });

  it("drives the flow's Next and the answer it sends, by its own rule", () => {
    const [activity] = activities();
    expect(isAnswered(activity!, { ...emptyDraft(), text: "two words" })).toBe(false);
    expect(isAnswered(activity!, { ...emptyDraft(), text: " calm " })).toBe(true);
    expect(toAnswer(activity!, { ...emptyDraft(), text: " calm ", choices: ["x"] })).toEqual({ key: "name-it", text: "calm" });
  });

  it("is checked on the server by its own rule, saved, and in the export", async () => {
    const refused = checkSkillAnswers(activities(), [{ key: "name-it", choices: [], custom: [], text: "two words", seconds: 0 }]);
    expect(refused).toMatchObject({ ok: false, fieldErrors: { "name-it": ["One word, please."] } });

    const checked = checkSkillAnswers(activities(), [{ key: "name-it", choices: [], custom: [], text: " calm ", seconds: 0 }]);
    expect(checked).toEqual({ ok: true, rows: [{ activityKey: "name-it", kind: "pro", answers: ["calm"] }], practiceSeconds: 0 });

    const habit = (await getHabitBySlug("steady-breath"))!;
    const [skill] = await listSkillsWithProgress(user.id, habit.id);
    await saveSkillResponses(user.id, skill!.id, checked.ok ? checked.rows : []);
    const data = JSON.parse((await accountExportFile(user)).text) as ExportFile;
    expect(data.habits.answers).toEqual([expect.objectContaining({ habitSlug: "steady-breath", activityKey: "name-it", answers: ["calm"] })]);
  });
});
