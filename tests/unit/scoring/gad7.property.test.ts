import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gad7Severity, type Gad7Result } from "@/lib/scoring";
import { invalidAnswersArb, validAnswersArb } from "@/tests/support/answer-arbitraries";
import { expectRefused, parseAndScore, RUNS } from "./property-helpers";

describe("GAD-7 scoring, for any answers", () => {
  it("scores valid answers: the total is the sum, 0-21, with its standard severity", () => {
    fc.assert(
      fc.property(validAnswersArb.gad7, (payload) => {
        const result = parseAndScore("gad7", payload) as Gad7Result;
        const sum = Object.values(payload.values as Record<string, number>).reduce((a, b) => a + b, 0);
        expect(result.total).toBe(sum);
        expect(result.total).toBeGreaterThanOrEqual(0);
        expect(result.total).toBeLessThanOrEqual(21);
        expect(result.severity).toBe(gad7Severity(sum));
      }),
      RUNS,
    );
  });

  it("refuses broken answers in the schema", () => {
    fc.assert(
      fc.property(invalidAnswersArb.gad7, (payload) => expectRefused("gad7", payload)),
      RUNS,
    );
  });
});
