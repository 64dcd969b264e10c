import { describe, expect, it } from "vitest";
import { plantLine, reachedLine, recordWithout, skillMoment } from "@/lib/growth/moment";
import type { PracticeRecord } from "@/lib/growth/practice";

const day = (d: number, hour = 9) => new Date(Date.UTC(2026, 10, d, hour));

/** A record with these habits done, their completions on the given days, and these mood checks. */
function record(done: Record<string, number>, completionDays: number[], checkDays: number[] = []): PracticeRecord {
  const habits = [
    { slug: "morning-rhythm", name: "Morning Rhythm", total: 5 },
    { slug: "steady-breath", name: "Steady Breath", total: 3 },
    { slug: "warm-sips", name: "Warm Sips", total: 3 },
  ].map((h) => ({ ...h, done: done[h.slug] ?? 0 }));
  return {
    habits,
    skillCompletions: completionDays.map((d) => day(d)),
    elements: [],
    moodChecks: checkDays.map((d) => day(d, 20)),
    timeZone: "UTC",
  } as PracticeRecord;
}

describe("what a finished skill changed", () => {
  // Each row: the record after the save, the habit and the day of this completion, then what the screen says.
  it.each<[string, PracticeRecord, string, number, string, string, string | null]>([
    [
      "the very first skill plants a sprout and reaches Sprouting",
      record({ "morning-rhythm": 1 }, [1]),
      "morning-rhythm",
      1,
      "sprout",
      "Morning Rhythm is planted in your garden: a new sprout.",
      "Sprouting",
    ],
    [
      "a second skill grows a young plant; the stage stays",
      record({ "morning-rhythm": 2 }, [1, 2]),
      "morning-rhythm",
      2,
      "young",
      "Your Morning Rhythm plant grew from a new sprout into a young plant.",
      null,
    ],
    [
      "the third skill across habits reaches Rooting",
      record({ "morning-rhythm": 2, "steady-breath": 1 }, [1, 2, 3]),
      "steady-breath",
      3,
      "sprout",
      "Steady Breath is planted in your garden: a new sprout.",
      "Rooting",
    ],
    [
      "a fourth skill of five only grows taller",
      record({ "morning-rhythm": 4 }, [1, 2, 3, 4]),
      "morning-rhythm",
      4,
      "budding",
      "Your Morning Rhythm plant grew a little taller.",
      null,
    ],
    [
      "the last skill of a habit brings its flower",
      record({ "steady-breath": 3 }, [1, 2, 3]),
      "steady-breath",
      3,
      "blooming",
      "Your Steady Breath plant is in full flower: every skill of it is yours.",
      "Rooting",
    ],
    [
      "the sixth skill on a fifth day of practice, with three check-ins, reaches Blooming",
      record({ "morning-rhythm": 3, "steady-breath": 3 }, [1, 1, 2, 3, 4, 5], [2, 3, 4]),
      "steady-breath",
      5,
      "blooming",
      "Your Steady Breath plant is in full flower: every skill of it is yours.",
      "Blooming",
    ],
    [
      "six skills but only four days: Blooming waits, and nobody is told they fell short",
      record({ "morning-rhythm": 3, "steady-breath": 3 }, [1, 1, 2, 3, 4, 4], [2, 3, 4]),
      "steady-breath",
      4,
      "blooming",
      "Your Steady Breath plant is in full flower: every skill of it is yours.",
      null,
    ],
  ])("%s", (_, after, slug, completedOn, growth, line, reached) => {
    const moment = skillMoment(after, { habitSlug: slug, completedAt: day(completedOn), firstTime: true });
    expect(moment.plant?.growth).toBe(growth);
    expect(plantLine(moment, after.habits.find((h) => h.slug === slug)!.name)).toBe(line);
    expect(moment.reached).toBe(reached);
    expect(reachedLine(moment)).toBe(reached ? `You reached ${reached}` : null);
  });

  it("a skill completed before grows nothing and moves no stage", () => {
    const moment = skillMoment(record({ "morning-rhythm": 1 }, [1]), { habitSlug: "morning-rhythm", completedAt: day(1), firstTime: false });
    expect(moment).toMatchObject({ grewFrom: "sprout", grew: false, stageBefore: "Sprouting", stageAfter: "Sprouting", reached: null });
    expect(plantLine(moment, "Morning Rhythm")).toBe("Your Morning Rhythm plant stands as it was: a new sprout.");
  });

  it("takes exactly one completion out of the record, keeping the rest as they were", () => {
    const after = record({ "morning-rhythm": 2, "warm-sips": 1 }, [1, 3, 3]);
    const before = recordWithout(after, "warm-sips", day(3));
    expect(before.habits.map((h) => h.done)).toEqual([2, 0, 0]);
    expect(before.skillCompletions).toEqual([day(1), day(3)]);
    expect(after.skillCompletions).toHaveLength(3);
  });
});
