import { describe, expect, it } from "vitest";
import { doshaRing } from "@/components/charts/dosha-ring";

const sweepOf = (path: string) => path.match(/A [\d.]+ [\d.]+ 0 (\d) 1/)![1];

describe("the Dosha wheel's ring", () => {
  it("keeps the recharts pie's proportions: radii 52 % and 92 % of the half-size less 5 px", () => {
    const ring = doshaRing({ vata: 40, pitta: 35, kapha: 25 }, 220);
    expect(ring.center).toBe(110);
    expect(ring.inner).toBeCloseTo(54.6);
    expect(ring.outer).toBeCloseTo(96.6);
  });

  it("draws Vata, Pitta, Kapha clockwise from 12 o'clock in their colours", () => {
    const ring = doshaRing({ vata: 60, pitta: 30, kapha: 10 });
    expect(ring.sectors.map((s) => s.key)).toEqual(["vata", "pitta", "kapha"]);
    expect(ring.sectors.map((s) => s.fill)).toEqual(["#5e9e6e", "#4a7fb5", "#e07a5f"]);
    // Vata starts at the top of the outer circle and, at 60 %, takes the long way round.
    expect(ring.sectors[0]!.path.startsWith("M 110.00 13.40")).toBe(true);
    expect(sweepOf(ring.sectors[0]!.path)).toBe("1");
    expect(sweepOf(ring.sectors[1]!.path)).toBe("0");
  });

  it("leaves out empty doshas and draws a lone dosha as a whole ring", () => {
    const ring = doshaRing({ vata: 0, pitta: 100, kapha: 0 });
    expect(ring.sectors.map((s) => s.key)).toEqual(["pitta"]);
    expect(ring.sectors[0]!.path.match(/M /g)).toHaveLength(2);
  });
});
