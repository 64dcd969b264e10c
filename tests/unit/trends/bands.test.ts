import { describe, expect, it } from "vitest";
import { gad7Severity, gunaBand, GUNA_SCALE_FACTOR, lifestyleBand } from "@/lib/scoring";
import { GAD7_BANDS, GAD7_MAX_TOTAL, GUNA_SLIDER_BANDS, integerBands, lifestyleBands } from "@/lib/trends/bands";

describe("trend bands", () => {
  it("draws GAD-7's standard bands 0-4, 5-9, 10-14, 15-21 with edges half-way between scores", () => {
    expect(GAD7_BANDS).toEqual([
      { name: "minimal", min: 0, max: 4, from: 0, to: 4.5 },
      { name: "mild", min: 5, max: 9, from: 4.5, to: 9.5 },
      { name: "moderate", min: 10, max: 14, from: 9.5, to: 14.5 },
      { name: "severe", min: 15, max: 21, from: 14.5, to: 21 },
    ]);
    expect(GAD7_MAX_TOTAL).toBe(21);
  });

  it("agrees with the scorer's band for every possible GAD-7 total", () => {
    for (let total = 0; total <= GAD7_MAX_TOTAL; total++) {
      const band = GAD7_BANDS.find((b) => total >= b.min && total <= b.max);
      expect(band?.name, `total ${total}`).toBe(gad7Severity(total));
    }
  });

  it("puts guna bands on the 0-10 slider: 0-3 Low, 4-7 Moderate, 8-10 High, as the scorer bands them", () => {
    expect(GUNA_SLIDER_BANDS.map((b) => [b.name, b.min, b.max])).toEqual([
      ["Low", 0, 3],
      ["Moderate", 4, 7],
      ["High", 8, 10],
    ]);
    for (let slider = 0; slider <= 10; slider++) {
      const band = GUNA_SLIDER_BANDS.find((b) => slider >= b.min && slider <= b.max);
      expect(band?.name, `slider ${slider}`).toBe(gunaBand(slider * GUNA_SCALE_FACTOR));
    }
  });

  it("puts lifestyle's band edges where the scorer changes band, up to the chart's ceiling", () => {
    const bands = lifestyleBands(30);
    expect(bands).toEqual([
      { name: "Minor", from: 0, to: 10 },
      { name: "Moderate", from: 10, to: 20 },
      { name: "Severe", from: 20, to: 30 },
    ]);
    for (const score of [0, 9.99, 10, 19.75, 20, 29.5]) {
      const band = bands.find((b) => score >= b.from && score < b.to);
      expect(band?.name, `score ${score}`).toBe(lifestyleBand(score));
    }
  });

  it("makes contiguous bands that cover the whole axis", () => {
    const bands = integerBands(
      [
        ["a", 0],
        ["b", 3],
      ],
      5,
    );
    expect(bands).toEqual([
      { name: "a", min: 0, max: 2, from: 0, to: 2.5 },
      { name: "b", min: 3, max: 5, from: 2.5, to: 5 },
    ]);
  });
});
