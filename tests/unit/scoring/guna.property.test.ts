import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gunaBand, type GunaResult } from "@/lib/scoring";
import { invalidAnswersArb, validAnswersArb } from "@/tests/support/answer-arbitraries";
import { expectRefused, parseAndScore, RUNS } from "./property-helpers";

describe("guna scoring, for any answers", () => {
  it("scores valid sliders: kept as given, banded ×3, follow-up exactly when rajas or tamas is High", () => {
    fc.assert(
      fc.property(validAnswersArb.guna, (payload) => {
        const result = parseAndScore("guna", payload) as GunaResult;
        for (const guna of ["sattva", "rajas", "tamas"] as const) {
          expect(result[guna]).toBe(payload[guna]);
          expect(result.bands[guna]).toBe(gunaBand(result[guna] * 3));
        }
        expect(result.followUp).toBe(result.bands.rajas === "High" || result.bands.tamas === "High");
      }),
      RUNS,
    );
  });

  it("refuses broken sliders in the schema", () => {
    fc.assert(
      fc.property(invalidAnswersArb.guna, (payload) => expectRefused("guna", payload)),
      RUNS,
    );
  });
});
