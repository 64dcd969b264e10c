import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AmaResult } from "@/lib/scoring";
import { invalidAnswersArb, validAnswersArb } from "@/tests/support/answer-arbitraries";
import { expectRefused, parseAndScore, RUNS } from "./property-helpers";

describe("ama scoring, for any answers", () => {
  it("scores valid answers: one flag at most per tissue, levels from the rule, systemic from two flags", () => {
    fc.assert(
      fc.property(validAnswersArb.ama, (payload) => {
        const result = parseAndScore("ama", payload) as AmaResult;
        const dhatus = result.flags.map((flag) => flag.dhatu);
        expect(new Set(dhatus).size).toBe(dhatus.length);
        for (const flag of result.flags) {
          expect(flag.total).toBeGreaterThanOrEqual(2);
          expect(flag.level).toBe(flag.total >= 4 ? "High" : "Moderate");
        }
        expect(result.systemic).toBe(result.flags.length >= 2);
        expect(result.message.length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it("refuses broken answers in the schema", () => {
    fc.assert(
      fc.property(invalidAnswersArb.ama, (payload) => expectRefused("ama", payload)),
      RUNS,
    );
  });
});
