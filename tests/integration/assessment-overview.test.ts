import { beforeAll, describe, expect, it } from "vitest";
import { getAssessmentOverview, OVERVIEW_KINDS } from "@/lib/assessments/overview";
import { submitAssessment } from "@/lib/assessments/submit";
import { summarizeResult } from "@/lib/assessments/summary";
import { ASSESSMENT_TITLES, startPath } from "@/lib/assessments/flow";
import { getAmaSigns, getGad7Items, getLifestyleItems, getOnboardingQuestions, PRAKRITI_ROW_COUNT, VIKRITI_ROW_COUNT } from "@/lib/content";
import { createUser } from "@/lib/data/users";

// --- Valid answers, built from the content itself --------------------------------------------

/** Every onboarding question answered with its option of `dosha` (q18, multi, gets just that one). */
function onboardingAnswers(dosha: "v" | "p" | "k") {
  const answers: Record<string, string[]> = {};
  for (const question of getOnboardingQuestions()) {
    const option = question.options.find((o) => o.dosha === dosha) ?? question.options[0]!;
    answers[question.id] = [option.id];
  }
  return { answers };
}

const prakritiAnswers = (pick: "v" | "p" | "k") => ({ rows: Array.from({ length: PRAKRITI_ROW_COUNT }, () => [pick]) });
const vikritiAnswers = (pick: "Vata" | "Pitta" | "Kapha") => ({ rows: Array.from({ length: VIKRITI_ROW_COUNT }, () => pick) });
const valuesFor = (ids: readonly string[], value: number) => ({ values: Object.fromEntries(ids.map((id) => [id, value])) });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function newUser(email: string) {
  const user = await createUser({ email, firstName: "Test", lastName: "User", passwordHash: null });
  if (!user) throw new Error(`could not create ${email}`);
  return user;
}

async function submit(userId: string, kind: string, answers: unknown) {
  const saved = await submitAssessment(userId, { kind, answers });
  if (!saved.ok) throw new Error(`${kind} was refused: ${saved.message}`);
  // Newest-first ordering is by time; keep successive rows clearly apart.
  await wait(5);
  return saved.data;
}

describe("getAssessmentOverview", () => {
  let ana: string;
  let ben: string;
  let newest: Record<string, unknown>;

  beforeAll(async () => {
    ana = (await newUser("ana@example.com")).id;
    ben = (await newUser("ben@example.com")).id;

    // Ana: onboarding, Prakriti twice (the second must win), guna and GAD-7.
    await submit(ana, "onboarding", onboardingAnswers("p"));
    await submit(ana, "prakriti", prakritiAnswers("v"));
    await submit(ben, "prakriti", prakritiAnswers("p")); // interleaved: another user's newer row
    const prakriti = await submit(ana, "prakriti", prakritiAnswers("k"));
    const guna = await submit(ana, "guna", { sattva: 8, rajas: 9, tamas: 2 });
    const gad7 = await submit(
      ana,
      "gad7",
      valuesFor(
        getGad7Items().map((i) => i.id),
        2,
      ),
    );
    newest = { prakriti: prakriti.result, guna: guna.result, gad7: gad7.result };

    // Ben: the kinds Ana has not taken, so a leak would show up as a non-null entry for her.
    await submit(ben, "onboarding", onboardingAnswers("v"));
    await submit(ben, "vikriti", vikritiAnswers("Pitta"));
    await submit(
      ben,
      "ama",
      valuesFor(
        getAmaSigns().map((s) => s.id),
        0,
      ),
    );
    await submit(
      ben,
      "life",
      valuesFor(
        getLifestyleItems().map((i) => i.id),
        4,
      ),
    );
    await submit(
      ben,
      "gad7",
      valuesFor(
        getGad7Items().map((i) => i.id),
        0,
      ),
    );
  });

  it("lists every kind in a fixed order, onboarding first, with titles and start links", async () => {
    const overview = await getAssessmentOverview(ana);
    expect(overview.map((item) => item.kind)).toEqual(["onboarding", "prakriti", "vikriti", "ama", "guna", "gad7", "life"]);
    expect(OVERVIEW_KINDS).toEqual(overview.map((item) => item.kind));
    for (const item of overview) {
      expect(item.title).toBe(ASSESSMENT_TITLES[item.kind]);
      expect(item.href).toBe(startPath(item.kind));
    }
    expect(overview[0]!.href).toBe("/questions/onboarding?retake=1");
    expect(overview.find((i) => i.kind === "gad7")!.href).toBe("/intro/gad7");
  });

  it("gives the newest result of each kind with its summary and date", async () => {
    const overview = await getAssessmentOverview(ana);
    const byKind = Object.fromEntries(overview.map((item) => [item.kind, item]));

    const prakriti = byKind.prakriti!.latest!;
    expect(prakriti.result).toEqual(newest.prakriti);
    expect(prakriti.result).toEqual({ counts: expect.any(Object), code: "K" });
    expect(prakriti.summary).toBe("Kapha");
    expect(prakriti.createdAt).toBeInstanceOf(Date);

    const gad7 = byKind.gad7!.latest!;
    expect(gad7.result).toEqual({ total: 14, severity: "moderate" });
    expect(gad7.summary).toBe("Moderate (14 of 21)");

    const guna = byKind.guna!.latest!;
    expect(guna.result).toEqual(newest.guna);
    expect(guna.summary).toBe("Sattva High · Rajas High · Tamas Low");

    const onboarding = byKind.onboarding!.latest!;
    expect(onboarding.result).toMatchObject({ bodyType: "P" });
    expect(onboarding.summary).toBe(summarizeResult("onboarding", onboarding.result));
    expect(onboarding.summary).toMatch(/^Body type P/);

    // Every summary is exactly what summarizeResult makes of the stored result.
    for (const item of overview) {
      if (item.latest) expect(item.latest.summary).toBe(summarizeResult(item.kind, item.latest.result));
    }
  });

  it("gives null for kinds not taken yet, even when another user has taken them", async () => {
    const overview = await getAssessmentOverview(ana);
    const untaken = overview.filter((item) => item.latest === null).map((item) => item.kind);
    expect(untaken).toEqual(["vikriti", "ama", "life"]);
  });

  it("never shows another user's submissions", async () => {
    const anaOverview = await getAssessmentOverview(ana);
    const benOverview = await getAssessmentOverview(ben);

    // Ben's Prakriti (Pitta) was saved after Ana's first but is not hers; his GAD-7 is 0.
    expect(anaOverview.find((i) => i.kind === "prakriti")!.latest!.summary).toBe("Kapha");
    expect(anaOverview.find((i) => i.kind === "gad7")!.latest!.result).toEqual({ total: 14, severity: "moderate" });

    const benByKind = Object.fromEntries(benOverview.map((item) => [item.kind, item.latest]));
    expect(benByKind.prakriti!.summary).toBe("Pitta");
    expect(benByKind.vikriti!.summary).toBe("Pitta");
    expect(benByKind.ama!.summary).toBe("No clear signs");
    expect(benByKind.gad7!.result).toEqual({ total: 0, severity: "minimal" });
    expect(benByKind.onboarding!.result).toMatchObject({ bodyType: "V" });
    expect(benByKind.guna).toBeNull();
  });

  it("gives every kind as null for a user with no submissions", async () => {
    const carla = (await newUser("carla@example.com")).id;
    const overview = await getAssessmentOverview(carla);
    expect(overview).toHaveLength(7);
    expect(overview.every((item) => item.latest === null)).toBe(true);
  });

  it("lists only the kinds asked for, in the order asked", async () => {
    const overview = await getAssessmentOverview(ana, ["gad7", "prakriti"]);
    expect(overview.map((item) => item.kind)).toEqual(["gad7", "prakriti"]);
    expect(overview[1]!.latest!.summary).toBe("Kapha");
  });
});
