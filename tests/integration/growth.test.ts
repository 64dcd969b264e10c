import { describe, expect, it } from "vitest";
import { getHabitBySlug, listSkillsWithProgress, saveSkillResponses } from "@/lib/data/habits";
import { createMoodCheck, saveMoodElement } from "@/lib/data/mood";
import { createUser } from "@/lib/data/users";
import { growGarden } from "@/lib/growth/garden";
import { loadPracticeRecord } from "@/lib/growth/load";
import { journeyProgress } from "@/lib/growth/practice";
import { journeyPosition } from "@/lib/growth/stage";
import { moodCheck } from "@/lib/scoring";
import { todayIn } from "@/lib/time/day";

async function newUser(label: string) {
  return (await createUser({ email: `${label}-${crypto.randomUUID()}@example.com`, firstName: "A", lastName: "B", passwordHash: "x" }))!;
}

async function complete(userId: string, slug: string, orders: number[]) {
  const habit = (await getHabitBySlug(slug))!;
  const skills = await listSkillsWithProgress(userId, habit.id);
  for (const order of orders) await saveSkillResponses(userId, skills.find((s) => s.skillOrder === order)!.id, []);
}

describe("the practice record behind the journey and the garden", () => {
  it("is read from the database for this user only, and drives the stage and the plants", async () => {
    const user = await newUser("grower");
    const other = await newUser("neighbour");
    await complete(user.id, "morning-rhythm", [1, 2, 3]);
    await complete(other.id, "steady-breath", [1, 2, 3]);
    const today = todayIn("UTC");
    await saveMoodElement(user.id, "vayu", today);
    const result = moodCheck({ mind: 2, body: 2, temp: 3 });
    await createMoodCheck({ userId: user.id, mind: 2, body: 2, temperature: 3, acute: result.acute, companion: result.companion, result });

    const record = await loadPracticeRecord(user.id, "UTC");
    expect(record.habits.find((h) => h.slug === "morning-rhythm")).toMatchObject({ done: 3, total: 5 });
    expect(record.habits.find((h) => h.slug === "steady-breath")).toMatchObject({ done: 0 });
    expect(record.skillCompletions).toHaveLength(3);
    expect(record.elements).toEqual([expect.objectContaining({ element: "vayu", day: today })]);
    expect(record.moodChecks).toHaveLength(1);

    // Everything happened today (in the record's zone, UTC here), so one day practised.
    expect(journeyProgress(record)).toEqual({ skills: 3, days: 1, checkIns: 2 });
    expect(journeyPosition(journeyProgress(record)).stage).toBe("Rooting");
    const garden = growGarden(record);
    expect(garden.plants.map((p) => [p.slug, p.growth])).toEqual([["morning-rhythm", "budding"]]);
    expect(garden.flowers.map((f) => f.element)).toEqual([null, "vayu"]);
  });

  it("is empty for someone who has done nothing yet", async () => {
    const user = await newUser("fresh");
    const record = await loadPracticeRecord(user.id, "UTC");
    expect(journeyPosition(journeyProgress(record)).stage).toBe("Seed");
    expect(growGarden(record).empty).toBe(true);
  });
});
