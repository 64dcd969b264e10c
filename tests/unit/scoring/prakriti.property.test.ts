import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PrakritiResult } from "@/lib/scoring";
import { invalidAnswersArb, validAnswersArb } from "@/tests/support/answer-arbitraries";
import { expectRefused, parseAndScore, RUNS } from "./property-helpers";

const NAMES = ["Vata", "Pitta", "Kapha"];

describe("prakriti scoring, for any answers", () => {
  it("scores valid rows: 2 points for each answered row, shared out, and a constitution made of dosha names", () => {
    fc.assert(
      fc.property(validAnswersArb.prakriti, (payload) => {
        const result = parseAndScore("prakriti", payload) as PrakritiResult;
        const rows = payload.rows as string[][];
        const { v, p, k } = result.counts;
        expect(Math.min(v, p, k)).toBeGreaterThanOrEqual(0);
        expect(v + p + k).toBe(2 * rows.filter((row) => row.length > 0).length);
        const parts = result.constitution === "Tri-Doshic" ? [] : result.constitution.split(" + ");
        for (const part of parts) expect(NAMES).toContain(part);
        expect(parts.length).toBeLessThanOrEqual(2);
      }),
      RUNS,
    );
  });

  it("refuses broken rows in the schema", () => {
    fc.assert(
      fc.property(invalidAnswersArb.prakriti, (payload) => expectRefused("prakriti", payload)),
      RUNS,
    );
  });
});
