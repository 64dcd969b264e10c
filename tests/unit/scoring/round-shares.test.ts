import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundShares } from "@/lib/scoring";

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 1000) / 1000;

describe("largest-remainder rounding", () => {
  it("fixes the report's 32 + 32 + 36.1 = 100.1", () => {
    expect(roundShares([32, 32, 36.1])).toEqual([32, 32, 36]);
  });

  it("hands the missing tenth to the largest remainder, ties to the earlier share", () => {
    expect(roundShares([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(roundShares([4, 1, 1])).toEqual([66.7, 16.7, 16.6]);
    expect(roundShares([2, 1, 1])).toEqual([50, 25, 25]);
    // In tenths: 142.86, 285.71, 571.43; the two missing tenths go to .86 and .71, not .43.
    expect(roundShares([1, 2, 4])).toEqual([14.3, 28.6, 57.1]);
  });

  it("keeps shares that already add up to 100 as they are", () => {
    expect(roundShares([40.5, 35.2, 24.3])).toEqual([40.5, 35.2, 24.3]);
    expect(roundShares([100, 0, 0])).toEqual([100, 0, 0]);
  });

  it("rounds to other steps when asked, and counts negatives and NaN as nothing", () => {
    expect(roundShares([1, 1, 1], 0)).toEqual([34, 33, 33]);
    expect(roundShares([-5, Number.NaN, 3])).toEqual([0, 0, 100]);
    expect(roundShares([0, 0, 0])).toEqual([0, 0, 0]);
    expect(roundShares([])).toEqual([]);
  });

  it("always sums to exactly 100 in tenths, each share within one step of its exact value", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 1, maxLength: 8 }), (values) => {
        const total = values.reduce((a, b) => a + b, 0);
        fc.pre(total > 1e-6);
        const shares = roundShares(values);
        expect(sum(shares)).toBe(100);
        shares.forEach((share, i) => {
          expect(Number.isInteger(Math.round(share * 10 * 1e6) / 1e6)).toBe(true);
          expect(Math.abs(share - (values[i]! / total) * 100)).toBeLessThan(0.1 + 1e-9);
        });
      }),
    );
  });
});
