import { describe, expect, it } from "vitest";
import { scoreGad7, scoreGuna, type GunaSliders } from "@/lib/scoring";

describe("scoreGuna bands (slider ×3 on the 0-30 scale)", () => {
  it.each([
    [0, 0, "Low"],
    [3, 9, "Low"],
    [4, 12, "Moderate"],
    [7, 21, "Moderate"],
    [8, 24, "High"],
    [10, 30, "High"],
  ])("slider %i (scaled %i) → %s, the slider value kept as the result", (slider, _scaled, band) => {
    const result = scoreGuna({ sattva: slider, rajas: slider, tamas: slider });
    expect([result.sattva, result.rajas, result.tamas]).toEqual([slider, slider, slider]);
    expect(result.bands).toEqual({ sattva: band, rajas: band, tamas: band });
  });

  it("bands each guna independently", () => {
    const result = scoreGuna({ sattva: 8, rajas: 4, tamas: 3 });
    expect(result.bands).toEqual({ sattva: "High", rajas: "Moderate", tamas: "Low" });
  });
});

describe("scoreGuna followUp", () => {
  it.each<[GunaSliders, boolean]>([
    [{ sattva: 10, rajas: 7, tamas: 7 }, false],
    [{ sattva: 0, rajas: 8, tamas: 0 }, true],
    [{ sattva: 0, rajas: 0, tamas: 8 }, true],
    [{ sattva: 5, rajas: 10, tamas: 10 }, true],
    [{ sattva: 0, rajas: 0, tamas: 0 }, false],
  ])("%o → %s", (sliders, followUp) => {
    expect(scoreGuna(sliders).followUp).toBe(followUp);
  });
});

describe("scoreGuna messages", () => {
  it("gives a different sentence for each band of each guna", () => {
    const sentences = [0, 5, 9].flatMap((s) => Object.values(scoreGuna({ sattva: s, rajas: s, tamas: s }).messages));
    expect(new Set(sentences).size).toBe(9);
  });

  it("speaks to clarity for high sattva and restlessness for high rajas", () => {
    const { messages } = scoreGuna({ sattva: 9, rajas: 9, tamas: 1 });
    expect(messages.sattva).toMatch(/clarity and calm are strong/i);
    expect(messages.rajas).toMatch(/restlessness is running high/i);
    expect(messages.tamas).not.toMatch(/strong/i);
  });
});

describe("scoreGuna invalid input", () => {
  it.each<[string, GunaSliders]>([
    ["negative", { sattva: -1, rajas: 0, tamas: 0 }],
    ["above 10", { sattva: 0, rajas: 11, tamas: 0 }],
    ["fraction", { sattva: 0, rajas: 0, tamas: 3.5 }],
    ["NaN", { sattva: Number.NaN, rajas: 0, tamas: 0 }],
    ["missing", { sattva: 1, rajas: 1 } as unknown as GunaSliders],
  ])("%s throws RangeError", (_label, sliders) => {
    expect(() => scoreGuna(sliders)).toThrow(RangeError);
  });
});

const items = (total: number): number[] => {
  // Spread a total over seven 0-3 items, filling from the front.
  return Array.from({ length: 7 }, (_, i) => Math.max(0, Math.min(3, total - 3 * i)));
};

describe("scoreGad7", () => {
  it.each([
    [0, "minimal"],
    [4, "minimal"],
    [5, "mild"],
    [9, "mild"],
    [10, "moderate"],
    [14, "moderate"],
    [15, "severe"],
    [21, "severe"],
  ])("total %i → %s", (total, severity) => {
    const answers = items(total);
    expect(answers.reduce((s, n) => s + n, 0)).toBe(total); // sanity-check the fixture
    expect(scoreGad7(answers)).toEqual({ total, severity });
  });

  it("sums mixed items", () => {
    expect(scoreGad7([0, 1, 2, 3, 0, 1, 2])).toEqual({ total: 9, severity: "mild" });
  });

  it.each<[string, number[]]>([
    ["six items", [0, 0, 0, 0, 0, 0]],
    ["eight items", [0, 0, 0, 0, 0, 0, 0, 0]],
    ["empty", []],
    ["item of 4", [4, 0, 0, 0, 0, 0, 0]],
    ["negative item", [0, 0, 0, -1, 0, 0, 0]],
    ["fractional item", [0, 0, 1.5, 0, 0, 0, 0]],
    ["NaN item", [0, 0, 0, 0, 0, 0, Number.NaN]],
  ])("%s throws RangeError", (_label, answers) => {
    expect(() => scoreGad7(answers)).toThrow(RangeError);
  });
});
