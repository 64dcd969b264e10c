import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { habitResponses, journalEntries, moodChecks, moodElements } from "@/db/schema";
import { submitAssessment } from "@/lib/assessments/submit";
import { readInsights } from "@/lib/data/insights";
import { getHabitBySlug, listSkillsWithProgress } from "@/lib/data/habits";
import { createUser } from "@/lib/data/users";
import { loadInsights, loadWeekly } from "@/lib/insights/load";
import { INSIGHT_WINDOW_DAYS } from "@/lib/insights/window";
import { addDays, startOfLocalDay, todayIn } from "@/lib/time";
import { validAnswers } from "../support/valid-answers";

// The pattern rule on a seeded history, read from the database as the Insights view reads it.
const ZONE = "Asia/Kolkata";
const HOUR = 3_600_000;

async function newUser(label: string) {
  return (await createUser({ email: `${label}-${crypto.randomUUID()}@example.com`, firstName: "A", lastName: "B", passwordHash: null, timeZone: ZONE }))!;
}

/** A moment `hours` into the local day `daysBack` days before today, in ZONE. */
const localMoment = (daysBack: number, hours: number) => new Date(startOfLocalDay(addDays(todayIn(ZONE), -daysBack), ZONE).getTime() + hours * HOUR);

async function check(userId: string, at: Date, mind: number) {
  await db().insert(moodChecks).values({ userId, mind, body: 3, temperature: 3, acute: false, companion: "Shanti", result: {}, createdAt: at });
}

async function journal(userId: string, at: Date) {
  await db().insert(journalEntries).values({ userId, element: null, ciphertext: "x", iv: "x", authTag: "x", keyId: "test", createdAt: at, updatedAt: at });
}

/**
 * `days` days up to today: a morning check (09:00) every day, an evening (20:00) journal entry every
 * other day, and agni chosen every third day; calm is `journalCalm` on journal days, else `otherCalm`.
 */
async function seedHistory(userId: string, { days = 40, journalCalm = 4, otherCalm = 2 } = {}) {
  for (let back = 0; back < days; back++) {
    const journalDay = back % 2 === 0;
    if (journalDay) await journal(userId, localMoment(back, 20));
    // mind = 6 - calm (docs/decisions/0026-mood-mini-stats-direction.md).
    await check(userId, localMoment(back, 9), 6 - (journalDay ? journalCalm : otherCalm));
    if (back % 3 === 0) {
      const at = localMoment(back, 10);
      await db()
        .insert(moodElements)
        .values({ userId, element: "agni", day: addDays(todayIn(ZONE), -back), createdAt: at, updatedAt: at });
    }
  }
}

let person: { id: string; timeZone: string };
let other: { id: string; timeZone: string };

beforeAll(async () => {
  person = await newUser("patterns");
  other = await newUser("neighbour");
  // Journal days calm (calm 4 → mind 2), the others less so (calm 2 → mind 4); the neighbour the other way round.
  await seedHistory(person.id, { journalCalm: 4, otherCalm: 2 });
  await seedHistory(other.id, { journalCalm: 2, otherCalm: 4 });
});

describe("the Insights view on a seeded history", () => {
  it("finds the journal pattern, in plain words, with the days it rests on", async () => {
    const view = await loadInsights(person);
    expect(view.moodDays).toBe(40);
    const calm = view.patterns.find((p) => p.practice === "journal" && p.timing === "day" && p.measure === "calm")!;
    expect(calm).toMatchObject({ with: { days: 20, mean: 4 }, without: { days: 20, mean: 2 }, size: "clearly" });
    expect(calm.sentence).toBe("On days you wrote in your journal, your calm was clearly higher (4.0 over 20 days) than on other days (2.0 over 20 days).");
    expect(view.patterns.find((p) => p.practice === "journal" && p.measure === "ease")!.size).toBe("about the same");
    // Every evening entry is followed by a calmer-or-not morning: the morning after a journal evening is an odd day back, calm 2.
    const evening = view.patterns.find((p) => p.practice === "journal" && p.timing === "evening" && p.measure === "calm")!;
    expect(evening.difference).toBeLessThan(0);
    expect(view.suggestion?.because).toContain("wrote in your journal");
    expect(view.suggestion?.href).toBe("/dashboard?open=journal");
    expect(view.returns[0]).toEqual({ name: "Journal", days: 20 });
    // No word of cause anywhere.
    for (const p of view.patterns) expect(p.sentence).not.toMatch(/makes you|because|causes|helps/i);
  });

  it("keeps one person's days out of another's patterns", async () => {
    const view = await loadInsights(other);
    const calm = view.patterns.find((p) => p.practice === "journal" && p.timing === "day" && p.measure === "calm")!;
    expect(calm).toMatchObject({ with: { days: 20, mean: 2 }, without: { days: 20, mean: 4 } });
    // Calm was lower on journal days, so the suggestion rests on the mornings after journal evenings instead.
    expect(view.suggestion?.because).toMatch(/^On mornings after evenings you wrote in your journal, your calm was clearly higher/);
  });

  it("says how many more days are needed instead of inventing a pattern", async () => {
    const newcomer = await newUser("newcomer");
    await seedHistory(newcomer.id, { days: 5 });
    const view = await loadInsights(newcomer);
    expect(view.patterns).toEqual([]);
    expect(view.pending).toContain("Journal: 4 more days with it and 5 more without (3 days with, 2 days without so far).");
    expect(view.suggestion).toBeNull();
  });

  it("sums up the week in gentle lines", async () => {
    const weekly = await loadWeekly(person);
    expect(weekly.lines).toEqual([
      "You checked in with your mood on 7 days this week.",
      "You wrote in your journal on 4 days.",
      "Agni was the element you reached for most.",
      "Your checks found your mind somewhere in the middle.",
    ]);
    expect(weekly.suggestion?.href).toBe("/dashboard?open=journal");
  });

  it("shows how retakes moved since the first result", async () => {
    const answers = validAnswers();
    expect((await submitAssessment(person.id, { kind: "gad7", answers: answers.gad7 })).ok).toBe(true);
    expect(
      (await submitAssessment(person.id, { kind: "gad7", answers: { values: Object.fromEntries(Object.keys(answers.gad7.values).map((id) => [id, 0])) } })).ok,
    ).toBe(true);
    expect((await submitAssessment(person.id, { kind: "guna", answers: answers.guna })).ok).toBe(true);
    const view = await loadInsights(person);
    const gad7 = view.retakes.find((r) => r.kind === "gad7")!;
    expect(gad7.results).toBe(2);
    expect(gad7.latest?.summary).toBe("Minimal (0 of 21)");
    expect(gad7.movement).toMatch(/^The total went from \d+ to 0 of 21\.$/);
    const guna = view.retakes.find((r) => r.kind === "guna")!;
    expect(guna).toMatchObject({ results: 1, latest: null, movement: null });
    expect(view.retakes.find((r) => r.kind === "vikriti")).toBeUndefined();
  });

  it("reads only the window's rows, however long the history", async () => {
    const longtimer = await newUser("two-years");
    for (let back = 0; back < 730; back++) {
      await check(longtimer.id, localMoment(back, 9), 3);
      await journal(longtimer.id, localMoment(back, 21));
    }
    const { window } = await readInsights(longtimer.id);
    // The window's days, two spare for the zone, and today's own.
    expect(window.windowChecks.length).toBeLessThanOrEqual(INSIGHT_WINDOW_DAYS + 3);
    expect(window.windowJournal.length).toBeLessThanOrEqual(INSIGHT_WINDOW_DAYS + 3);
    const view = await loadInsights(longtimer);
    expect(view.moodDays).toBe(INSIGHT_WINDOW_DAYS);
  });
});

describe("habit names in the person's language", () => {
  const firstSkill = async (userId: string, slug: string) => (await listSkillsWithProgress(userId, (await getHabitBySlug(slug))!.id))[0]!.id;
  const answer = (userId: string, skillId: string, back: number) =>
    db()
      .insert(habitResponses)
      .values({ userId, skillId, activityKey: `day-${back}`, kind: "text", answers: ["x"], answeredAt: localMoment(back, 10) });

  /**
   * 20 days of morning checks, with an answer to a Morning Rhythm activity on every other day
   * (calmer on those), and to a Steady Breath one on five of the others: so Morning Rhythm is the
   * strongest pattern, above "any skill", and the only habit with days enough to be compared.
   */
  async function seedHabitDays(userId: string) {
    const [rhythm, breath] = [await firstSkill(userId, "morning-rhythm"), await firstSkill(userId, "steady-breath")];
    for (let back = 0; back < 20; back++) {
      const rhythmDay = back % 2 === 0;
      await check(userId, localMoment(back, 9), rhythmDay ? 2 : 4);
      if (rhythmDay) await answer(userId, rhythm, back);
      else if (back % 4 === 1) await answer(userId, breath, back);
    }
  }

  it("names a habit as its Hindi practice page does on a Hindi page, and in English on an English one", async () => {
    const practiser = await newUser("hindi-habit");
    await seedHabitDays(practiser.id);

    const hindi = await loadInsights(practiser, "hi");
    expect(hindi.returns).toContainEqual({ name: "सुबह की लय", days: 10 });
    const pattern = hindi.patterns.find((p) => p.practice === "habit:morning-rhythm" && p.timing === "day" && p.measure === "calm")!;
    expect(pattern.name).toBe("सुबह की लय");
    expect(pattern.sentence).toMatch(/^जिन दिनों आपने सुबह की लय का अभ्यास किया, /);
    expect(JSON.stringify(hindi)).not.toContain("Morning Rhythm");

    const english = await loadInsights(practiser, "en");
    expect(english.returns).toContainEqual({ name: "Morning Rhythm", days: 10 });
    expect(english.patterns.find((p) => p.practice === "habit:morning-rhythm")!.sentence).toContain("Morning Rhythm");
  });

  it("suggests a habit by its Hindi name in the dashboard's weekly summary on a Hindi page", async () => {
    const practiser = await newUser("hindi-habit-weekly");
    await seedHabitDays(practiser.id);
    const weekly = await loadWeekly(practiser, "hi");
    expect(weekly.suggestion?.href).toBe("/habit/morning-rhythm");
    expect(weekly.suggestion?.invitation).toContain("सुबह की लय");
    expect(JSON.stringify(weekly)).not.toContain("Morning Rhythm");
  });
});
