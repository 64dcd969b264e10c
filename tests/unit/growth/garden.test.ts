import { describe, expect, it } from "vitest";
import { englishLabel, say, sayHindi } from "./growth-say";
import type { MoodElementName } from "@/lib/mood/elements";
import { DAISY_COLOR, describeGarden, gardenHeadline, growGarden, MAX_FLOWERS, plantGrowth } from "@/lib/growth/garden";
import type { PracticeRecord } from "@/lib/growth/practice";
import { ELEMENT_INFO } from "@/lib/mood/elements";

const habits = [
  { slug: "morning-rhythm", name: "Morning Rhythm", done: 0, total: 5 },
  { slug: "steady-breath", name: "Steady Breath", done: 0, total: 3 },
  { slug: "quiet-sitting", name: "Quiet Sitting", done: 0, total: 3 },
];
const empty: PracticeRecord = { habits, skillCompletions: [], elements: [], moodChecks: [], timeZone: "UTC" };
const withDone = (done: Record<string, number>): PracticeRecord => ({ ...empty, habits: habits.map((h) => ({ ...h, done: done[h.slug] ?? 0 })) });

describe("the garden's growth rule", () => {
  it("is empty, with words that invite the first practice, before anything is done", () => {
    const garden = growGarden(empty);
    expect(garden).toMatchObject({ plants: [], flowers: [], moodChecks: 0, empty: true });
    expect(describeGarden(garden, say, englishLabel)).toEqual(["Nothing is growing yet: the soil is ready for your first practice."]);
  });

  it("plants one plant per habit with a completed skill, in library order, spread evenly", () => {
    const garden = growGarden(withDone({ "quiet-sitting": 1, "morning-rhythm": 2 }));
    expect(garden.plants.map((p) => [p.slug, p.x])).toEqual([
      ["morning-rhythm", 0.25],
      ["quiet-sitting", 0.75],
    ]);
    expect(garden.empty).toBe(false);
  });

  it("grows a plant with its skills: sprout, young, bud, and a flower when the habit is complete", () => {
    expect([1, 2, 3, 4, 5].map((done) => plantGrowth(done, 5))).toEqual(["sprout", "young", "budding", "budding", "blooming"]);
    expect(plantGrowth(3, 3)).toBe("blooming");
    const heights = [1, 2, 3, 4, 5].map((done) => growGarden(withDone({ "morning-rhythm": done })).plants[0]!.height);
    expect(heights).toEqual([0.2, 0.4, 0.6, 0.8, 1]);
    const leaves = [1, 2, 3, 4, 5].map((done) => growGarden(withDone({ "morning-rhythm": done })).plants[0]!.leafPairs);
    expect(leaves).toEqual([1, 2, 3, 4, 4]);
  });

  it("adds a flower in the element's colour for each chosen element and a daisy for each mood check", () => {
    const garden = growGarden({
      ...empty,
      elements: [
        { element: "agni", day: "2026-03-01", createdAt: new Date("2026-03-01T08:00:00Z") },
        { element: "apas", day: "2026-03-02", createdAt: new Date("2026-03-02T08:00:00Z") },
        { element: "agni", day: "2026-03-03", createdAt: new Date("2026-03-03T08:00:00Z") },
      ],
      moodChecks: [new Date("2026-03-04T08:00:00Z")],
    });
    expect(garden.flowers.map((f) => [f.element, f.color])).toEqual([
      [null, DAISY_COLOR],
      ["agni", ELEMENT_INFO.agni.color],
      ["apas", ELEMENT_INFO.apas.color],
      ["agni", ELEMENT_INFO.agni.color],
    ]);
    for (const f of garden.flowers) {
      expect(f.x).toBeGreaterThanOrEqual(0.06);
      expect(f.x).toBeLessThanOrEqual(0.94);
      expect(f.depth).toBeGreaterThanOrEqual(0);
      expect(f.depth).toBeLessThan(1);
    }
    expect(garden.empty).toBe(false);
    expect(describeGarden(garden, say, englishLabel)).toEqual([
      "3 flowers from the elements you chose: 2 Agni, 1 Apas.",
      "1 daisy from your mood check-ins.",
      "No practice plants yet: complete a skill to plant your first.",
    ]);
    expect(gardenHeadline(garden, say)).toBe("4 flowers are growing.");
    expect(gardenHeadline(growGarden(empty), say)).toBe("Nothing is growing yet.");
    // Counts read as a person would say them: one thing "is" growing, nothing is not listed.
    const one = growGarden({ ...empty, elements: [{ element: "apas", day: "2026-03-02", createdAt: new Date("2026-03-02T08:00:00Z") }] });
    expect(gardenHeadline(one, say)).toBe("1 flower is growing.");
  });

  it("places each flower the same way every time, and draws only the newest when there are many", () => {
    const many: PracticeRecord = {
      ...empty,
      moodChecks: Array.from({ length: MAX_FLOWERS + 10 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i))),
    };
    const first = growGarden(many);
    expect(growGarden(many).flowers).toEqual(first.flowers);
    expect(first.flowers).toHaveLength(MAX_FLOWERS);
    expect(first.flowers[0]!.key).toBe(`check-${new Date(Date.UTC(2026, 0, MAX_FLOWERS + 10)).toISOString()}`);
    expect(first.moodChecks).toBe(MAX_FLOWERS + 10);
    expect(new Set(first.flowers.map((f) => f.x)).size).toBeGreaterThan(MAX_FLOWERS / 2);
  });

  it("says in words what is growing", () => {
    const garden = growGarden(withDone({ "morning-rhythm": 2, "steady-breath": 3 }));
    expect(describeGarden(garden, say, englishLabel)).toEqual([
      "Morning Rhythm: a young plant, 2 of 5 skills done.",
      "Steady Breath: in full flower, 3 of 3 skills done.",
    ]);
    expect(gardenHeadline(garden, say)).toBe("2 plants are growing.");
  });
});

describe("the garden's words in Hindi", () => {
  it("counts with Hindi's plurals and agrees the verb with what grows", () => {
    const hindiLabel = (name: MoodElementName) => name;
    const one = growGarden({ ...withDone({ "steady-breath": 1 }) });
    expect(gardenHeadline(one, sayHindi)).toBe("1 पौधा उग रहा है।");
    expect(gardenHeadline(growGarden(withDone({ "steady-breath": 1, "morning-rhythm": 2 })), sayHindi)).toBe("2 पौधे उग रहे हैं।");
    expect(describeGarden(growGarden(empty), sayHindi, hindiLabel)).toEqual(["अभी कुछ नहीं उग रहा है: मिट्टी आपके पहले अभ्यास के लिए तैयार है।"]);
  });
});
