import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DayRecord, Mood, PracticeKey } from "@/lib/insights/day-record";
import { findPatterns, MIN_DAYS, previousDay, sizeOf, strongestPattern } from "@/lib/insights/patterns";

const RUNS = { numRuns: 200 };
const PRACTICES: PracticeKey[] = ["journal", "skill", "element:agni"];

const level = fc.integer({ min: 1, max: 5 });
const mood: fc.Arbitrary<Mood> = fc.record({ calm: level, ease: level, warm: level });
const practiceSet = fc.subarray(PRACTICES);

/** Distinct consecutive days from 2026-01-01, each with an optional mood and some practices. */
const history = fc
  .array(fc.record({ mood: fc.option(mood, { nil: null }), morning: fc.option(mood, { nil: null }), practices: practiceSet, evening: practiceSet }), {
    minLength: 0,
    maxLength: 60,
  })
  .map((days) =>
    days.map((d, i): DayRecord => ({
      day: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
      mood: d.mood,
      morningMood: d.morning,
      practices: d.practices,
      eveningPractices: d.evening,
    })),
  );

const day = (i: number, m: Mood | null, practices: PracticeKey[] = []): DayRecord => ({
  day: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
  mood: m,
  morningMood: null,
  practices,
  eveningPractices: [],
});

describe("the pattern rule", () => {
  it("gives the same findings whatever order the days come in", () => {
    fc.assert(
      fc.property(
        history.chain((h) => fc.tuple(fc.constant(h), fc.shuffledSubarray(h, { minLength: h.length, maxLength: h.length }))),
        ([days, shuffled]) => {
          expect(findPatterns(shuffled, PRACTICES)).toEqual(findPatterns(days, PRACTICES));
        },
      ),
      RUNS,
    );
  });

  it("never shows a pattern resting on fewer than the minimum days on either side, and says how many more are needed", () => {
    fc.assert(
      fc.property(history, (days) => {
        const { patterns, pending } = findPatterns(days, PRACTICES);
        for (const p of patterns) {
          expect(p.with.days).toBeGreaterThanOrEqual(MIN_DAYS);
          expect(p.without.days).toBeGreaterThanOrEqual(MIN_DAYS);
        }
        for (const p of pending) {
          expect(p.moreWith + p.moreWithout).toBeGreaterThan(0);
          expect(p.withDays + p.moreWith).toBeGreaterThanOrEqual(MIN_DAYS);
          expect(p.withoutDays + p.moreWithout).toBeGreaterThanOrEqual(MIN_DAYS);
          expect(patterns.some((q) => q.practice === p.practice && q.timing === p.timing)).toBe(false);
        }
        // Every practice and timing is either compared (three measures) or pending, never both or neither.
        expect(patterns.length / 3 + pending.length).toBe(PRACTICES.length * 2);
      }),
      RUNS,
    );
  });

  it("counts each side's days exactly", () => {
    fc.assert(
      fc.property(history, (days) => {
        const { patterns, pending } = findPatterns(days, ["journal"], ["day"]);
        const withMood = days.filter((d) => d.mood);
        const withDays = withMood.filter((d) => d.practices.includes("journal")).length;
        const counted = patterns[0] ? [patterns[0].with.days, patterns[0].without.days] : [pending[0]!.withDays, pending[0]!.withoutDays];
        expect(counted).toEqual([withDays, withMood.length - withDays]);
      }),
      RUNS,
    );
  });

  it("moves the figure the right way when a day is added on one side", () => {
    const seven = fc.array(mood, { minLength: MIN_DAYS, maxLength: 20 });
    fc.assert(
      fc.property(seven, seven, mood, fc.boolean(), (withMoods, withoutMoods, added, onWithSide) => {
        const days = [...withMoods.map((m, i) => day(i, m, ["journal"])), ...withoutMoods.map((m, i) => day(100 + i, m))];
        const before = findPatterns(days, ["journal"], ["day"]).patterns.find((p) => p.measure === "calm")!;
        const after = findPatterns([...days, day(500, added, onWithSide ? ["journal"] : [])], ["journal"], ["day"]).patterns.find((p) => p.measure === "calm")!;
        const side = onWithSide ? before.with.mean : before.without.mean;
        const direction = Math.sign(added.calm - side) * (onWithSide ? 1 : -1);
        const moved = after.difference - before.difference;
        if (direction === 0) expect(moved).toBeCloseTo(0, 10);
        else expect(Math.sign(moved)).toBe(direction);
        expect(onWithSide ? after.with.days : after.without.days).toBe((onWithSide ? before.with.days : before.without.days) + 1);
      }),
      RUNS,
    );
  });

  it("reads the next morning after an evening practice", () => {
    const days: DayRecord[] = [];
    for (let i = 0; i < 28; i++) {
      const evening = i % 2 === 0;
      days.push({
        day: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
        mood: null,
        // The morning after an evening entry is calm (5), the others unsettled (2).
        morningMood: i === 0 ? null : { calm: (i - 1) % 2 === 0 ? 5 : 2, ease: 3, warm: 3 },
        practices: evening ? ["journal"] : [],
        eveningPractices: evening ? ["journal"] : [],
      });
    }
    const { patterns } = findPatterns(days, ["journal"], ["evening"]);
    const calm = patterns.find((p) => p.measure === "calm")!;
    expect(calm).toMatchObject({ with: { days: 14, mean: 5 }, without: { days: 13, mean: 2 }, size: "clearly", difference: 3 });
    expect(patterns.find((p) => p.measure === "ease")!.size).toBe("about the same");
  });

  it("finds the days before across month and year ends", () => {
    expect(previousDay("2026-03-01")).toBe("2026-02-28");
    expect(previousDay("2024-03-01")).toBe("2024-02-29");
    expect(previousDay("2027-01-01")).toBe("2026-12-31");
  });
});

describe("the size in plain words", () => {
  it("is 'about the same' for equal groups, 'a little' for a small shift and 'clearly' for a large one", () => {
    const base = [2, 3, 3, 4, 3, 2, 4];
    expect(sizeOf(base, base).size).toBe("about the same");
    expect(
      sizeOf(
        base.map((x) => x + 0.3),
        base,
      ).size,
    ).toBe("a little");
    expect(
      sizeOf(
        base.map((x) => x + 1),
        base,
      ).size,
    ).toBe("clearly");
    expect(
      sizeOf(
        base,
        base.map((x) => x + 1),
      ).difference,
    ).toBeCloseTo(-1, 10);
  });

  it("does not call a tiny shift between constant answers clear", () => {
    expect(sizeOf([3, 3, 3, 3, 3, 3, 3], [3.1, 3.1, 3.1, 3.1, 3.1, 3.1, 3.1]).size).toBe("about the same");
  });
});

describe("the strongest pattern", () => {
  it("is a calm or ease pattern higher with the practice, never warmth and never 'about the same'", () => {
    fc.assert(
      fc.property(history, (days) => {
        const { patterns } = findPatterns(days, PRACTICES);
        const best = strongestPattern(patterns);
        if (!best) {
          expect(patterns.every((p) => p.measure === "warm" || p.difference <= 0 || p.size === "about the same")).toBe(true);
          return;
        }
        expect(best.measure).not.toBe("warm");
        expect(best.difference).toBeGreaterThan(0);
        expect(best.size).not.toBe("about the same");
        for (const p of patterns)
          if (p.measure !== "warm" && p.difference > 0 && p.size !== "about the same") expect(p.strength).toBeLessThanOrEqual(best.strength);
      }),
      RUNS,
    );
  });
});
