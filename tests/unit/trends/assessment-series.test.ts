import { describe, expect, it } from "vitest";
import { scoreAma, scoreGad7, scoreGuna, scoreLifestyle, scorePrakriti, scoreVikriti, vikritiLeaning, type VikritiChoice } from "@/lib/scoring";
import { toShares, trendPoints, type HistoryRow } from "@/lib/trends/assessment-series";

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9));
const row = (kind: HistoryRow["kind"], result: unknown, day: number): HistoryRow => ({ kind, result, createdAt: at(day) });
// Saved as the instruments save them: the scorer's points with the leaning worked out from them.
const vikritiResult = (rows: VikritiChoice[]) => {
  const { points } = scoreVikriti(rows);
  return { points, ...vikritiLeaning(points) };
};

describe("trendPoints", () => {
  it("keeps only the asked kind, oldest first, whatever order the rows come in", () => {
    const rows = [
      row("gad7", scoreGad7([3, 3, 3, 3, 2, 1, 0]), 20),
      row("guna", scoreGuna({ sattva: 5, rajas: 5, tamas: 5 }), 1),
      row("gad7", scoreGad7([1, 1, 1, 1, 1, 1, 1]), 3),
    ];
    const points = trendPoints("gad7", rows);
    expect(points).toEqual([
      { at: at(3).toISOString(), values: { total: 7, severity: "mild" } },
      { at: at(20).toISOString(), values: { total: 15, severity: "severe" } },
    ]);
  });

  it("reads Prakriti counts and Vikriti points as shares of 100", () => {
    const prakriti = trendPoints("prakriti", [row("prakriti", { ...scorePrakriti([["v"], ["v"], ["p", "k"]]), code: "V" }, 1)]);
    // Two single picks (2 points each) for Vata, one shared pick (1 each) for Pitta and Kapha.
    // Shares of 100 that add up to 100: the tied remainders of 4/6, 1/6, 1/6 go to Vata, then Pitta.
    expect(prakriti[0]!.values).toEqual({ vata: 66.7, pitta: 16.7, kapha: 16.6 });
    const vikriti = trendPoints("vikriti", [row("vikriti", vikritiResult(["Vata", "Kapha", null, "Kapha"]), 1)]);
    expect(vikriti[0]!.values).toEqual({ vata: 33.3, pitta: 0, kapha: 66.7 });
  });

  it("draws an all-'none' Vikriti as no leaning at all, not as an even split", () => {
    const [point] = trendPoints("vikriti", [row("vikriti", vikritiResult([null, null, null]), 1)]);
    expect(point!.values).toEqual({ vata: 0, pitta: 0, kapha: 0 });
  });

  it("reads the onboarding percentages as they were stored", () => {
    const [point] = trendPoints("onboarding", [
      row(
        "onboarding",
        { bodyType: "PV", bodyTypeSupport: "K", nourishPlanDosha: "P", soundSleepDosha: "", percentages: { vPct: 35, pPct: 40, kPct: 25, total: 100 } },
        2,
      ),
    ]);
    expect(point!.values).toEqual({ vata: 35, pitta: 40, kapha: 25 });
  });

  it("re-bands gunas from the slider (×3 onto 0-30) and lifestyle from each score", () => {
    const [guna] = trendPoints("guna", [row("guna", scoreGuna({ sattva: 3, rajas: 4, tamas: 8 }), 1)]);
    expect(guna!.values.bands).toEqual({ sattva: "Low", rajas: "Moderate", tamas: "High" });
    const life = scoreLifestyle([
      { domain: "sleep", weights: [12, 0, 0], value: 4 },
      { domain: "food", weights: [0, 20, 0], value: 4 },
    ]);
    const [point] = trendPoints("life", [row("life", life, 1)]);
    expect(point!.values).toMatchObject({ vata: 12, pitta: 20, kapha: 0, bands: { vata: "Moderate", pitta: "Severe", kapha: "Minor" } });
  });

  it("counts ama flags by level and keeps the tissues named", () => {
    const result = scoreAma([
      { dhatu: "Rasa", value: 2 },
      { dhatu: "Rakta", value: 4 },
      { dhatu: "Mamsa", value: 1 },
    ]);
    const [point] = trendPoints("ama", [row("ama", result, 1)]);
    expect(point!.values).toEqual({
      moderate: 1,
      high: 1,
      systemic: true,
      flags: [
        { dhatu: "Rasa", level: "Moderate" },
        { dhatu: "Rakta", level: "High" },
      ],
    });
  });

  it("leaves out a row whose result has not the expected shape rather than drawing it as zero", () => {
    const rows = [
      row("gad7", { total: "lots" }, 1),
      row("gad7", null, 2),
      row("gad7", { total: 4, severity: "minimal" }, 3),
      row("prakriti", { counts: { v: 2, p: -1, k: 0 } }, 4),
    ];
    expect(trendPoints("gad7", rows).map((p) => p.values.total)).toEqual([4]);
    expect(trendPoints("prakriti", rows)).toEqual([]);
  });
});

describe("toShares", () => {
  it("shares three numbers out of 100, and nothing when they are all zero", () => {
    expect(toShares(1, 1, 2)).toEqual({ vata: 25, pitta: 25, kapha: 50 });
    expect(toShares(0, 0, 0)).toEqual({ vata: 0, pitta: 0, kapha: 0 });
  });
});
