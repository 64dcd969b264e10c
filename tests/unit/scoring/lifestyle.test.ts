import { describe, expect, it } from "vitest";
import { scoreLifestyle, type LifestyleAnswer } from "@/lib/scoring";

const item = (domain: string, weights: [number, number, number], value: number): LifestyleAnswer => ({ domain, weights, value });

describe("scoreLifestyle multipliers", () => {
  it.each([
    [0, 0],
    [1, 2],
    [2, 4],
    [3, 6],
    [4, 8],
  ])("value %i scales weight 8 to %d", (value, expected) => {
    const result = scoreLifestyle([item("diet", [8, 0, 0], value)]);
    expect(result.vata).toBe(expected);
    expect(result.pitta).toBe(0);
    expect(result.kapha).toBe(0);
  });
});

describe("scoreLifestyle bands", () => {
  it.each([
    [0, "Minor"],
    [9.99, "Minor"],
    [10, "Moderate"],
    [19.99, "Moderate"],
    [20, "Severe"],
    [35, "Severe"],
  ])("score %d → %s for every dosha", (score, band) => {
    const result = scoreLifestyle([item("d", [score, score, score], 4)]);
    expect(result.bands).toEqual({ vata: band, pitta: band, kapha: band });
  });

  it("bands each dosha independently", () => {
    const result = scoreLifestyle([item("sleep", [9.99, 10, 20], 4)]);
    expect(result.bands).toEqual({ vata: "Minor", pitta: "Moderate", kapha: "Severe" });
  });

  it("bands the rounded score (9.996 shows as 10 and is Moderate)", () => {
    const result = scoreLifestyle([item("d", [9.996, 0, 0], 4)]);
    expect(result.vata).toBe(10);
    expect(result.bands.vata).toBe("Moderate");
  });
});

describe("scoreLifestyle totals", () => {
  it("sums per dosha and per domain with 2-decimal rounding", () => {
    const result = scoreLifestyle([
      item("diet", [4, 2, 1], 4), // 4, 2, 1
      item("diet", [3, 3, 3], 2), // 1.5, 1.5, 1.5
      item("sleep", [0.1, 0.1, 0.1], 3), // 0.075 each
      item("sleep", [2, 0, 6], 1), // 0.5, 0, 1.5
      item("work", [5, 5, 5], 0), // nothing
    ]);
    expect(result.vata).toBe(6.08); // 4 + 1.5 + 0.075 + 0.5 = 6.075
    expect(result.pitta).toBe(3.58); // 2 + 1.5 + 0.075 = 3.575
    expect(result.kapha).toBe(4.08); // 1 + 1.5 + 0.075 + 1.5 = 4.075
    expect(result.domainTotals).toEqual({ diet: 11.5, sleep: 2.23, work: 0 });
  });

  it("removes float noise from 0.1 + 0.2", () => {
    const result = scoreLifestyle([item("a", [0.1, 0, 0], 4), item("b", [0.2, 0, 0], 4)]);
    expect(result.vata).toBe(0.3);
    expect(result.domainTotals).toEqual({ a: 0.1, b: 0.2 });
  });

  it("scores an empty list as all Minor", () => {
    expect(scoreLifestyle([])).toMatchObject({ vata: 0, pitta: 0, kapha: 0, domainTotals: {} });
  });
});

describe("scoreLifestyle summary", () => {
  it("names each dosha with its band", () => {
    const { summary } = scoreLifestyle([item("d", [25, 12, 1], 4)]);
    expect(summary).toContain("Vata: Severe");
    expect(summary).toContain("Pitta: Moderate");
    expect(summary).toContain("Kapha: Minor");
  });
});

describe("scoreLifestyle invalid input", () => {
  it.each([-1, 5, 2.5, Number.NaN])("rejects value %s", (value) => {
    expect(() => scoreLifestyle([item("d", [1, 1, 1], value)])).toThrow(RangeError);
  });
});
