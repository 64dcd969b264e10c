import { describe, expect, it } from "vitest";
import { isReportComplete, normalizePercentages, onboardingTrack, type OnboardingPick } from "@/lib/scoring";

const DEFAULT = { vPct: 34, pPct: 33, kPct: 33, total: 100 };

describe("onboardingTrack", () => {
  it.each<[OnboardingPick[], string]>([
    [["health"], "balance"],
    [["sleep"], "sleep"],
    [["stress"], "stress"],
    [["other"], "stress"],
    [["health", "health"], "balance"],
    [["sleep", "sleep", "sleep"], "sleep"],
    [[], "stress"],
    [["health", "sleep"], "stress"],
    [["sleep", "other"], "stress"],
    [["health", "sleep", "stress", "other"], "stress"],
  ])("%j → %s", (picks, track) => {
    expect(onboardingTrack(picks)).toBe(track);
  });
});

describe("normalizePercentages", () => {
  it.each<[string, unknown, { vPct: number; pPct: number; kPct: number; total: number }]>([
    ["object with vPct keys", { vPct: 40, pPct: 35, kPct: 25 }, { vPct: 40, pPct: 35, kPct: 25, total: 100 }],
    ["V/P/K keys", { V: 50, P: 30, K: 20 }, { vPct: 50, pPct: 30, kPct: 20, total: 100 }],
    ["numeric strings", { vPct: "40.04", pPct: " 35 ", kPct: "25" }, { vPct: 40, pPct: 35, kPct: 25, total: 100 }],
    ["JSON string", '{"vPct":29,"pPct":43.6,"kPct":27.4,"total":62}', { vPct: 29, pPct: 43.6, kPct: 27.4, total: 62 }],
    ["JSON string with V/P/K", '{"V":"60","P":"30","K":"10"}', { vPct: 60, pPct: 30, kPct: 10, total: 100 }],
    ["rounds to 1 decimal", { vPct: 33.333, pPct: 33.349, kPct: 33.35 }, { vPct: 33.3, pPct: 33.3, kPct: 33.4, total: 100 }],
    ["clamps to 0-100, then to shares of 100", { vPct: 150, pPct: -5, kPct: 20 }, { vPct: 83.3, pPct: 0, kPct: 16.7, total: 120 }],
    ["keeps a numeric total", { vPct: 10, pPct: 20, kPct: 30, total: 61 }, { vPct: 16.7, pPct: 33.3, kPct: 50, total: 61 }],
    ["keeps a total of 0", { vPct: 34, pPct: 33, kPct: 33, total: 0 }, { vPct: 34, pPct: 33, kPct: 33, total: 0 }],
    ["ignores a non-numeric total", { vPct: 10, pPct: 20, kPct: 30, total: "lots" }, { vPct: 16.7, pPct: 33.3, kPct: 50, total: 60 }],
    // Saved before scoring rounded the three together: they are read as shares adding up to 100.
    ["an older 33.3 + 33.3 + 33.3", { vPct: 33.3, pPct: 33.3, kPct: 33.3 }, { vPct: 33.4, pPct: 33.3, kPct: 33.3, total: 99.9 }],
    ["an older 32 + 32 + 36.1", { vPct: 32, pPct: 32, kPct: 36.1, total: 30 }, { vPct: 32, pPct: 32, kPct: 36, total: 30 }],
    ["one dosha only", { vPct: 0, pPct: 0, kPct: 5 }, { vPct: 0, pPct: 0, kPct: 100, total: 5 }],
    ["vPct key wins over V", { vPct: 10, V: 90, pPct: 10, kPct: 80 }, { vPct: 10, pPct: 10, kPct: 80, total: 100 }],
    ["mixed key styles", { vPct: 40, P: 35, kPct: 25 }, { vPct: 40, pPct: 35, kPct: 25, total: 100 }],
  ])("%s", (_label, input, expected) => {
    const read = normalizePercentages(input);
    expect(read).toEqual(expected);
    expect(Math.round((read.vPct + read.pPct + read.kPct) * 10)).toBe(1000);
  });

  it.each<[string, unknown]>([
    ["null", null],
    ["undefined", undefined],
    ["number", 42],
    ["bad JSON", "{vPct: 40"],
    ["JSON array", "[40, 35, 25]"],
    ["array", [40, 35, 25]],
    ["missing key", { vPct: 40, pPct: 60 }],
    ["non-numeric value", { vPct: "lots", pPct: 35, kPct: 25 }],
    ["empty-string value", { vPct: "", pPct: 35, kPct: 25 }],
    ["null value", { vPct: null, pPct: 35, kPct: 25 }],
    ["all zero", { vPct: 0, pPct: 0, kPct: 0, total: 50 }],
    ["all zero after clamping", { vPct: -1, pPct: -2, kPct: 0 }],
  ])("unusable: %s → 34/33/33", (_label, input) => {
    expect(normalizePercentages(input)).toEqual(DEFAULT);
  });
});

describe("isReportComplete", () => {
  const eightKeys = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`q${i + 1}`, ["a"]]));
  const sevenKeys = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`q${i + 1}`, ["a"]]));

  it.each<[string, Parameters<typeof isReportComplete>[0], boolean]>([
    ["null", null, false],
    ["undefined", undefined, false],
    ["empty report", {}, false],
    ["body type", { bodyType: "VP" }, true],
    ["empty body type", { bodyType: "" }, false],
    ["blank body type", { bodyType: "   " }, false],
    ["null body type", { bodyType: null }, false],
    ["positive percentages", { percentages: { vPct: 0, pPct: 0, kPct: 0.1 } }, true],
    ["V/P/K percentages", { percentages: { V: 10, P: 0, K: 0 } }, true],
    ["JSON percentages", { percentages: '{"vPct":"20","pPct":0,"kPct":0}' }, true],
    ["partial percentages still count", { percentages: { pPct: 5 } }, true],
    ["zero percentages are not defaulted", { percentages: { vPct: 0, pPct: 0, kPct: 0 } }, false],
    ["missing percentages are not defaulted", { percentages: {} }, false],
    ["a total alone does not count", { percentages: { total: 61 } }, false],
    ["unparseable percentages", { percentages: "oops" }, false],
    ["8 raw answers", { rawAnswers: eightKeys }, true],
    ["7 raw answers", { rawAnswers: sevenKeys }, false],
    ["8 raw answers as JSON", { rawAnswers: JSON.stringify(eightKeys) }, true],
    ["7 raw answers as JSON", { rawAnswers: JSON.stringify(sevenKeys) }, false],
    ["raw answers array of 8", { rawAnswers: [1, 2, 3, 4, 5, 6, 7, 8] }, false],
    ["bad raw JSON", { rawAnswers: "{" }, false],
    ["nothing usable anywhere", { bodyType: "", percentages: { vPct: 0, pPct: 0, kPct: 0 }, rawAnswers: sevenKeys }, false],
  ])("%s → %s", (_label, report, expected) => {
    expect(isReportComplete(report)).toBe(expected);
  });
});
