import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { VikritiResult } from "@/lib/scoring";
import { invalidAnswersArb, validAnswersArb } from "@/tests/support/answer-arbitraries";
import { expectRefused, parseAndScore, RUNS } from "./property-helpers";

describe("vikriti scoring, for any answers", () => {
  it("scores valid rows: 2 points a choice, and a dominant reading made of dosha names", () => {
    fc.assert(
      fc.property(validAnswersArb.vikriti, (payload) => {
        const result = parseAndScore("vikriti", payload) as VikritiResult;
        const rows = payload.rows as (string | null)[];
        const { vata, pitta, kapha } = result.points;
        expect(vata + pitta + kapha).toBe(2 * rows.filter((row) => row !== null).length);
        expect(result.dominant).toMatch(/^(Vata|Pitta|Kapha)((-(Vata|Pitta|Kapha)){0,2}| \(Minor\))$/);
      }),
      RUNS,
    );
  });

  it("refuses broken rows in the schema", () => {
    fc.assert(
      fc.property(invalidAnswersArb.vikriti, (payload) => expectRefused("vikriti", payload)),
      RUNS,
    );
  });
});
