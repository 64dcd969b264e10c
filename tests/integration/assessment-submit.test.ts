import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { assessmentSubmissions } from "@/db/schema";
import { submitAssessment } from "@/lib/assessments/submit";
import { getReport, hasCompleteReport, listSubmissions } from "@/lib/data/assessments";
import { createUser } from "@/lib/data/users";
import { getGad7Items, getOnboardingQuestions } from "@/lib/content";
import { SCORING_VERSION } from "@/lib/scoring";
import { validAnswers } from "../support/valid-answers";

async function newUser(email: string) {
  return (await createUser({ email, firstName: "A", lastName: "B", passwordHash: "x" }))!;
}

async function rowsOf(userId: string) {
  const [row] = await getDb().select({ n: count() }).from(assessmentSubmissions).where(eq(assessmentSubmissions.userId, userId));
  return row!.n;
}

const good = validAnswers();
const onboardingIds = getOnboardingQuestions().map((q) => q.id);
const gad7Ids = getGad7Items().map((i) => i.id);

const bad: [string, unknown][] = [
  ["no envelope", null],
  ["an array", []],
  ["unknown kind", { kind: "tarot", answers: {} }],
  ["extra envelope field", { kind: "guna", answers: good.guna, score: 99 }],
  ["onboarding missing a question", { kind: "onboarding", answers: { answers: { ...good.onboarding.answers, q7: [] } } }],
  ["onboarding unknown question", { kind: "onboarding", answers: { answers: { ...good.onboarding.answers, q99: ["x"] } } }],
  ["onboarding unknown option", { kind: "onboarding", answers: { answers: { ...good.onboarding.answers, q1: ["nope"] } } }],
  [
    "onboarding two picks on a single question",
    {
      kind: "onboarding",
      answers: {
        answers: {
          ...good.onboarding.answers,
          q1: getOnboardingQuestions()[0]!
            .options.slice(0, 2)
            .map((o) => o.id),
        },
      },
    },
  ],
  ["onboarding client score", { kind: "onboarding", answers: { ...good.onboarding, bodyType: "V" } }],
  ["prakriti three picks", { kind: "prakriti", answers: { rows: good.prakriti.rows.map((r, i) => (i === 0 ? ["v", "p", "k"] : r)) } }],
  ["prakriti repeated pick", { kind: "prakriti", answers: { rows: good.prakriti.rows.map((r, i) => (i === 0 ? ["v", "v"] : r)) } }],
  ["prakriti 13 rows", { kind: "prakriti", answers: { rows: good.prakriti.rows.slice(1) } }],
  ["vikriti unknown dosha", { kind: "vikriti", answers: { rows: good.vikriti.rows.map((r, i) => (i === 0 ? "Ether" : r)) } }],
  ["ama value 5", { kind: "ama", answers: { values: { ...good.ama.values, "ama-1": 5 } } }],
  ["ama fraction", { kind: "ama", answers: { values: { ...good.ama.values, "ama-1": 1.5 } } }],
  ["ama missing sign", { kind: "ama", answers: { values: Object.fromEntries(Object.entries(good.ama.values).slice(1)) } }],
  ["life unknown item", { kind: "life", answers: { values: { ...good.life.values, "life-99": 1 } } }],
  ["guna 11", { kind: "guna", answers: { ...good.guna, rajas: 11 } }],
  ["guna string", { kind: "guna", answers: { ...good.guna, rajas: "4" } }],
  ["gad7 value 4", { kind: "gad7", answers: { values: { ...good.gad7.values, [gad7Ids[0]!]: 4 } } }],
  ["gad7 six items", { kind: "gad7", answers: { values: Object.fromEntries(gad7Ids.slice(1).map((id) => [id, 0])) } }],
];

describe("submitAssessment", () => {
  it.each(bad)("refuses %s with a 422 and a message, writing nothing", async (_name, input) => {
    const user = await newUser(`bad-${Math.random().toString(36).slice(2)}@example.com`);
    const result = await submitAssessment(user.id, input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.status).toBe(422);
      expect(result.message.length).toBeGreaterThan(5);
    }
    expect(await rowsOf(user.id)).toBe(0);
  });

  it.each(Object.entries(good))("accepts a valid %s submission exactly once, scored on the server", async (kind, answers) => {
    const user = await newUser(`good-${kind}@example.com`);
    const result = await submitAssessment(user.id, { kind, answers });
    expect(result.ok).toBe(true);
    expect(await rowsOf(user.id)).toBe(1);
    const [row] = await listSubmissions(user.id);
    expect(row?.kind).toBe(kind);
    expect(row?.scoringVersion).toBe(SCORING_VERSION);
    expect(row?.answers).toEqual(answers);
    expect(result.ok && result.data.result).toEqual(row?.result);
  });

  it("scores as the rules say, whatever else was sent", async () => {
    const user = await newUser("scores@example.com");
    const gad7 = await submitAssessment(user.id, { kind: "gad7", answers: good.gad7 });
    expect(gad7.ok && gad7.data.result).toEqual({ total: 7, severity: "mild" });
    const guna = await submitAssessment(user.id, { kind: "guna", answers: good.guna });
    expect(guna.ok && (guna.data.result as { bands: unknown }).bands).toEqual({ sattva: "High", rajas: "Moderate", tamas: "Low" });
    const zero = await submitAssessment(user.id, { kind: "gad7", answers: { values: Object.fromEntries(gad7Ids.map((id) => [id, 0])) } });
    expect(zero.ok && zero.data.result).toEqual({ total: 0, severity: "minimal" });
    expect(zero.ok && zero.data.next).toBe("/intro/life");
  });

  it("keeps history: a retake adds a row and the report shows the newest", async () => {
    const user = await newUser("history@example.com");
    expect(await hasCompleteReport(user.id)).toBe(false);
    await submitAssessment(user.id, { kind: "onboarding", answers: good.onboarding });
    const lastOptions = Object.fromEntries(getOnboardingQuestions().map((q) => [q.id, [q.options.at(-1)!.id]]));
    await submitAssessment(user.id, { kind: "onboarding", answers: { answers: lastOptions } });
    expect(await rowsOf(user.id)).toBe(2);
    const report = await getReport(user.id);
    expect(report?.rawAnswers).toEqual(lastOptions);
    expect(report?.bodyType).toMatch(/^[VPK]{1,3}$/);
    expect(await hasCompleteReport(user.id)).toBe(true);
    expect(onboardingIds).toHaveLength(18);
  });

  it("the newest of retakes saved in the same millisecond is the one saved last", async () => {
    // The embedded database's clock has millisecond resolution, so quick retakes can tie on created_at.
    const user = await newUser("same-ms@example.com");
    const options = [0, -1].map((at) => Object.fromEntries(getOnboardingQuestions().map((q) => [q.id, [q.options.at(at)!.id]])));
    for (let i = 0; i < 20; i++) await submitAssessment(user.id, { kind: "onboarding", answers: { answers: options[i === 19 ? 1 : 0]! } });
    await getDb()
      .update(assessmentSubmissions)
      .set({ createdAt: new Date("2026-05-01T08:00:00Z") })
      .where(eq(assessmentSubmissions.userId, user.id));
    expect((await getReport(user.id))?.rawAnswers).toEqual(options[1]);
  });

  it("keeps each user's submissions to themselves", async () => {
    const a = await newUser("owner-a@example.com");
    const b = await newUser("owner-b@example.com");
    await submitAssessment(a.id, { kind: "guna", answers: good.guna });
    expect(await listSubmissions(b.id)).toEqual([]);
    expect(await getReport(b.id)).toBeNull();
  });
});
