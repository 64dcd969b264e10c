import { describe, expect, it } from "vitest";
import { submitAssessment } from "@/lib/assessments/submit";
import { getReport } from "@/lib/data/assessments";
import { createMoodCheck } from "@/lib/data/mood";
import { getDashboardReads, getHabitsPageReads } from "@/lib/data/page-reads";
import { createUser } from "@/lib/data/users";
import { saveVisitorPreferences } from "@/lib/data/visitor-onboarding";
import { loadHabitFlow } from "@/lib/habits/flow";
import { dashboardHabits } from "@/lib/habits/progress";
import { suggestedHabits } from "@/lib/habits/suggested";
import { VIKRITI_ROW_COUNT } from "@/lib/content";
import { moodCheck } from "@/lib/scoring";
import { validAnswers } from "../support/valid-answers";

async function personWithReport(label: string) {
  const user = (await createUser({ email: `${label}-${crypto.randomUUID()}@example.com`, firstName: "A", lastName: "B", passwordHash: "x" }))!;
  expect((await submitAssessment(user.id, { kind: "onboarding", answers: validAnswers().onboarding })).ok).toBe(true);
  return user;
}

/**
 * What the dashboard's cards show, from the dashboard's own reads. The season is left out (no
 * zone) so these lines do not change with the day the tests run; its own test pins the day.
 */
async function dashboardCards(userId: string) {
  const { habits, checks, visitorPreferences } = await getDashboardReads(userId);
  return dashboardHabits(await suggestedHabits({ id: userId, timeZone: null }, { habits, latestCheck: checks[0], visitorPreferences }));
}

describe("practices chosen for the person, from what is stored", () => {
  it("gives two people with different imbalances, moods and answers different first practices, each saying why", async () => {
    // A Pitta imbalance (every Vikriti row Pitta) and the stress track with no answers.
    const pitta = await personWithReport("pitta");
    const rows = Array.from({ length: VIKRITI_ROW_COUNT }, () => "Pitta");
    expect((await submitAssessment(pitta.id, { kind: "vikriti", answers: { rows } })).ok).toBe(true);
    await saveVisitorPreferences(pitta.id, { areas: ["stress"], track: "stress", answers: {} });

    // A heavy body at today's check, and the balance track asking for kinder movement.
    const heavy = await personWithReport("heavy");
    const result = moodCheck({ mind: 2, body: 5, temp: 3 });
    await createMoodCheck({ userId: heavy.id, mind: 2, body: 5, temperature: 3, acute: result.acute, companion: result.companion, result });
    await saveVisitorPreferences(heavy.id, { areas: ["health"], track: "balance", answers: { "balance-q3": "movement" } });

    const [first] = await dashboardCards(pitta.id);
    expect(first).toMatchObject({ slug: "steady-breath", why: "Suggested for a Pitta imbalance" });
    const [second] = await dashboardCards(heavy.id);
    expect(second).toMatchObject({ slug: "gentle-movement", why: "Suggested because your body felt heavy at your last mood check" });

    // /habits reads the same signals in its own merged query and orders the library the same way.
    const library = await suggestedHabits({ id: pitta.id, timeZone: null }, await getHabitsPageReads(pitta.id));
    expect(library[0]!.slug).toBe("steady-breath");
    expect(library).toHaveLength(12);
  });

  it("says when the season decided: Sharad in Kolkata, but not the same day in Sydney, where it is Vasanta", async () => {
    const pitta = await personWithReport("season");
    const rows = Array.from({ length: VIKRITI_ROW_COUNT }, () => "Pitta");
    expect((await submitAssessment(pitta.id, { kind: "vikriti", answers: { rows } })).ok).toBe(true);
    const reads = await getDashboardReads(pitta.id);
    const sources = { habits: reads.habits, latestCheck: reads.checks[0], visitorPreferences: reads.visitorPreferences };
    const october = new Date("2026-10-01T06:00:00Z");
    const [inKolkata] = await suggestedHabits({ id: pitta.id, timeZone: "Asia/Kolkata" }, sources, october);
    expect(inKolkata!.why).toBe("Suggested for Sharad and your Pitta");
    const [inSydney] = await suggestedHabits({ id: pitta.id, timeZone: "Australia/Sydney" }, sources, october);
    // The same practice first, for the imbalance alone.
    expect(inSydney).toMatchObject({ slug: inKolkata!.slug, why: "Suggested for a Pitta imbalance" });
  });

  it("opens a skill in the variant written for the current imbalance, else the body type's or base", async () => {
    const pitta = await personWithReport("variant-p");
    const rows = Array.from({ length: VIKRITI_ROW_COUNT }, () => "Pitta");
    expect((await submitAssessment(pitta.id, { kind: "vikriti", answers: { rows } })).ok).toBe(true);
    const plain = await personWithReport("variant-base");
    // The shared onboarding answers do not give a Pitta-led body type, so only the imbalance can pick "p".
    expect((await getReport(plain.id))?.bodyType?.startsWith("P")).toBe(false);

    // Mindful Meals, skill 1: its p bundle asks to protect one meal; the base one to choose it.
    const opened = async (userId: string) => {
      const flow = await loadHabitFlow(userId, "mindful-meals");
      if (flow.state !== "ready") throw new Error(flow.state);
      return { header: flow.activities.find((a) => a.key === "which-meal")!.header, why: flow.variantWhy };
    };
    expect(await opened(pitta.id)).toEqual({ header: "Protect one meal", why: "This version is shaped for a Pitta imbalance" });
    expect(await opened(plain.id)).toEqual({ header: "Choose one meal", why: null });
  });
});
