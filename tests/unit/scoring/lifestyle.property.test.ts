import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lifestyleBand, type LifestyleResult } from "@/lib/scoring";
import { invalidAnswersArb, validAnswersArb } from "@/tests/support/answer-arbitraries";
import { expectRefused, parseAndScore, RUNS } from "./property-helpers";

describe("lifestyle scoring, for any answers", () => {
  it("scores valid answers: scores of 0 or more, each with the band its number falls in", () => {
    fc.assert(
      fc.property(validAnswersArb.life, (payload) => {
        const result = parseAndScore("life", payload) as LifestyleResult;
        for (const dosha of ["vata", "pitta", "kapha"] as const) {
          expect(result[dosha]).toBeGreaterThanOrEqual(0);
          expect(result.bands[dosha]).toBe(lifestyleBand(result[dosha]));
        }
        const domains = Object.values(result.domainTotals).reduce((sum, n) => sum + n, 0);
        expect(Math.abs(domains - (result.vata + result.pitta + result.kapha))).toBeLessThanOrEqual(0.05);
      }),
      RUNS,
    );
  });

  it("refuses broken answers in the schema", () => {
    fc.assert(
      fc.property(invalidAnswersArb.life, (payload) => expectRefused("life", payload)),
      RUNS,
    );
  });
});
