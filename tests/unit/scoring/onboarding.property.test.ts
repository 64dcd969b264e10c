import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bodyTypeFromPercentages, type OnboardingResult } from "@/lib/scoring";
import { invalidAnswersArb, validAnswersArb } from "@/tests/support/answer-arbitraries";
import { expectRefused, parseAndScore, RUNS } from "./property-helpers";

const BODY_TYPE_CODES = ["V", "P", "K", "VP", "VK", "PV", "PK", "KV", "KP", "VPK"];
const LETTERS = ["V", "P", "K"];

describe("onboarding scoring, for any answers", () => {
  it("scores valid answers into percentages 0-100 (tenths) that sum to exactly 100 and an allowed body type", () => {
    fc.assert(
      fc.property(validAnswersArb.onboarding, (payload) => {
        const result = parseAndScore("onboarding", payload) as OnboardingResult;
        const { vPct, pPct, kPct } = result.percentages;
        for (const pct of [vPct, pPct, kPct]) {
          expect(pct).toBeGreaterThanOrEqual(0);
          expect(pct).toBeLessThanOrEqual(100);
        }
        // In tenths, so float noise in the sum cannot hide a 99.9 (docs/decisions/0033-percentages-add-up-to-100.md).
        expect([vPct, pPct, kPct].every((pct) => Number.isInteger(Math.round(pct * 10)) && Math.abs(pct * 10 - Math.round(pct * 10)) < 1e-9)).toBe(true);
        expect(Math.round(vPct * 10) + Math.round(pPct * 10) + Math.round(kPct * 10)).toBe(1000);
        expect(BODY_TYPE_CODES).toContain(result.bodyType);
        expect(result.bodyTypeSupport === null || LETTERS.includes(result.bodyTypeSupport)).toBe(true);
        expect(LETTERS).toContain(result.nourishPlanDosha);
        expect(LETTERS).toContain(result.soundSleepDosha);
      }),
      RUNS,
    );
  });

  it("refuses broken answers in the schema", () => {
    fc.assert(
      fc.property(invalidAnswersArb.onboarding, (payload) => expectRefused("onboarding", payload)),
      RUNS,
    );
  });

  it("gives an allowed body-type code for any split of 100 points", () => {
    const split = fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 })).map(([a, b]) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      return { vPct: low / 10, pPct: (high - low) / 10, kPct: (1000 - high) / 10 };
    });
    fc.assert(
      fc.property(split, (pct) => {
        const { code, support } = bodyTypeFromPercentages(pct);
        expect(BODY_TYPE_CODES).toContain(code);
        expect(support === null || (LETTERS.includes(support) && !code.includes(support))).toBe(true);
      }),
      RUNS,
    );
  });
});
