import { describe, expect, it } from "vitest";
import { HABIT_PAUSE_NOTE, moodCheck, type MoodInput } from "@/lib/scoring";

type Row = [MoodInput, { sattva: number; rajas: number; tamas: number }, string, boolean];

describe("moodCheck guna state and companion (not acute)", () => {
  it.each<Row>([
    // mind ≤2 +s.06; body ≤2 +s.06; temp ≤2 +t.05
    [{ mind: 1, body: 1, temp: 1 }, { sattva: 0.52, rajas: 0.35, tamas: 0.3 }, "Shanti", false],
    [{ mind: 2, body: 2, temp: 2 }, { sattva: 0.52, rajas: 0.35, tamas: 0.3 }, "Shanti", false],
    // all 3: s .4+.02+.02+.02, r .35+.02+.01, t .25+.01+.02
    [{ mind: 3, body: 3, temp: 3 }, { sattva: 0.46, rajas: 0.38, tamas: 0.28 }, "Shanti", false],
    // all 4: r .35+.08+.07, t .25+.07
    [{ mind: 4, body: 4, temp: 4 }, { sattva: 0.4, rajas: 0.5, tamas: 0.32 }, "Anu", true],
    [{ mind: 2, body: 4, temp: 4 }, { sattva: 0.46, rajas: 0.42, tamas: 0.32 }, "Shanti", false],
    [{ mind: 4, body: 2, temp: 2 }, { sattva: 0.46, rajas: 0.43, tamas: 0.3 }, "Shanti", false],
    [{ mind: 4, body: 3, temp: 4 }, { sattva: 0.42, rajas: 0.5, tamas: 0.27 }, "Anu", true],
    [{ mind: 3, body: 4, temp: 4 }, { sattva: 0.42, rajas: 0.44, tamas: 0.33 }, "Anu", true],
    [{ mind: 3, body: 1, temp: 1 }, { sattva: 0.48, rajas: 0.37, tamas: 0.31 }, "Shanti", false],
    // Exact sattva/rajas tie (0.44 each) goes to sattva.
    [{ mind: 4, body: 3, temp: 3 }, { sattva: 0.44, rajas: 0.44, tamas: 0.27 }, "Shanti", false],
  ])("%o", (input, gunaState, companion, suggestReflection) => {
    const result = moodCheck(input);
    expect(result.gunaState).toEqual(gunaState);
    expect(result.acute).toBe(false);
    expect(result.companion).toBe(companion);
    expect(result.quickRelief).toBeNull();
    expect(result.suggestReflection).toBe(suggestReflection);
  });
});

describe("moodCheck acute moments", () => {
  it.each<[MoodInput, string]>([
    [{ mind: 5, body: 1, temp: 4 }, "cooling-breath"],
    [{ mind: 5, body: 5, temp: 5 }, "cooling-breath"],
    [{ mind: 5, body: 5, temp: 3 }, "muscle-release"],
    [{ mind: 1, body: 5, temp: 1 }, "muscle-release"],
    [{ mind: 5, body: 1, temp: 3 }, "box-breathing"],
    [{ mind: 4, body: 4, temp: 5 }, "box-breathing"],
    [{ mind: 1, body: 1, temp: 5 }, "box-breathing"],
  ])("%o → Mira with %s", (input, reliefId) => {
    const result = moodCheck(input);
    expect(result.acute).toBe(true);
    expect(result.companion).toBe("Mira");
    expect(result.suggestReflection).toBe(true);
    expect(result.quickRelief?.id).toBe(reliefId);
    expect(result.quickRelief?.steps.length).toBeGreaterThan(0);
  });

  it("titles each relief exercise", () => {
    expect(moodCheck({ mind: 5, body: 1, temp: 4 }).quickRelief?.title).toBe("Cooling breath and pause");
    expect(moodCheck({ mind: 1, body: 5, temp: 1 }).quickRelief?.title).toBe("60-second muscle release");
    const box = moodCheck({ mind: 5, body: 1, temp: 1 }).quickRelief;
    expect(box?.title).toBe("Box breathing 4-4-4-4");
    expect(box?.steps.join(" ")).toMatch(/five rounds/i);
  });

  it("mind 5 alone still shifts rajas like mind 4", () => {
    expect(moodCheck({ mind: 5, body: 1, temp: 1 }).gunaState).toEqual({ sattva: 0.46, rajas: 0.43, tamas: 0.3 });
  });

  it("hands out copies so callers cannot edit the shared steps", () => {
    const first = moodCheck({ mind: 5, body: 1, temp: 1 }).quickRelief;
    first?.steps.splice(0);
    expect(moodCheck({ mind: 5, body: 1, temp: 1 }).quickRelief?.steps.length).toBeGreaterThan(0);
  });
});

describe("moodCheck mini stats", () => {
  it.each<[MoodInput, { calm: number; ease: number; warm: number }]>([
    [
      { mind: 1, body: 1, temp: 1 },
      { calm: 5, ease: 5, warm: 1 },
    ],
    [
      { mind: 5, body: 5, temp: 5 },
      { calm: 1, ease: 1, warm: 5 },
    ],
    [
      { mind: 2, body: 4, temp: 3 },
      { calm: 4, ease: 2, warm: 3 },
    ],
  ])("%o → %o", (input, miniStats) => {
    expect(moodCheck(input).miniStats).toEqual(miniStats);
  });
});

describe("moodCheck invalid input", () => {
  it.each<MoodInput>([
    { mind: 0, body: 3, temp: 3 },
    { mind: 3, body: 6, temp: 3 },
    { mind: 3, body: 3, temp: 2.5 },
    { mind: Number.NaN, body: 3, temp: 3 },
    { mind: 3, body: -1, temp: 3 },
  ])("%o throws RangeError", (input) => {
    expect(() => moodCheck(input)).toThrow(RangeError);
  });
});

describe("HABIT_PAUSE_NOTE", () => {
  it("tells the UI how long habits pause", () => {
    expect(HABIT_PAUSE_NOTE).toBe("Habit progression is paused until you feel settled, or for 24 hours.");
  });
});
