import { describe, expect, it } from "vitest";
import { describeCloseCall } from "@/lib/assessments/body-type";
import { bodyTypeFromPercentages, CLOSE_CALL_MARGIN, closeCall, type CloseCallRule } from "@/lib/scoring";

const pcts = ([vPct, pPct, kPct]: [number, number, number]) => ({ vPct, pPct, kPct });
const rules = (triple: [number, number, number], margin?: number) => closeCall(pcts(triple), margin).hits.map((h) => h.rule);

describe("closeCall", () => {
  it("uses a margin of 3 points", () => {
    expect(CLOSE_CALL_MARGIN).toBe(3);
  });

  it.each<[string, [number, number, number], string, CloseCallRule[]]>([
    // Clear results: nowhere near a line.
    ["the default split is clearly balanced", [34, 33, 33], "VPK", []],
    ["a clear single dosha", [60, 25, 15], "V", []],
    ["a clear Kapha", [20, 20, 60], "K", []],
    ["a clear single, top 5 over the line", [50, 30, 20], "V", []],
    ["a clear dual with support (the example of docs/decisions/0010-dosha-tie-break-order.md)", [35, 40, 25], "PV", []],
    // Tri-doshic spread (≤ 10).
    ["VPK right on the line", [40, 30, 30], "VPK", ["tri-spread"]],
    ["just outside VPK", [39, 33, 28], "VP", ["tri-spread"]],
    ["spread 13 is exactly 3 away (inclusive)", [41, 33, 28], "VP", ["tri-spread", "dual-gap"]],
    // Single dosha (top ≥ 45 and lead ≥ 10).
    ["single right on both lines", [45, 35, 20], "V", ["single-top", "single-lead"]],
    ["single, both 3 over the lines (inclusive)", [48, 35, 17], "V", ["single-top", "single-lead"]],
    ["single, both just over 3 away", [48.1, 34.9, 17], "V", []],
    ["top just under 45 with a clear lead falls to the top letter", [43, 32, 25], "V", ["single-top", "dual-gap"]],
    ["lead just under 10 makes it dual", [47, 40, 13], "VP", ["single-lead", "dual-gap"]],
    // Dual (gap ≤ 10 and sum ≥ 65), its order and its support (third ≥ 20).
    ["dual whose support is near 20", [40, 38, 22], "VP", ["dual-order", "support"]],
    ["dual with support just under 20", [42, 39, 19], "VP", ["dual-order", "support"]],
    ["dual with level top two", [40, 40, 20], "VP", ["dual-order", "support"]],
    ["a clear dual with a clear support", [41, 35, 24], "VP", []],
  ])("%s (%j → %s)", (_label, triple, code, expected) => {
    expect(bodyTypeFromPercentages(pcts(triple)).code).toBe(code);
    const result = closeCall(pcts(triple));
    expect(result.hits.map((h) => h.rule)).toEqual(expected);
    expect(result.isClose).toBe(expected.length > 0);
  });

  it("sees through binary float noise (40.2 − 30.2 is exactly 10)", () => {
    const result = closeCall(pcts([40.2, 30.2, 29.6]));
    expect(result.hits).toContainEqual({ rule: "tri-spread", value: 10.6, threshold: 10, holds: false });
    expect(closeCall(pcts([40.2, 30.2, 30.2])).hits).toEqual([{ rule: "tri-spread", value: 10, threshold: 10, holds: true }]);
  });

  it("reports the measured value, the line and whether the condition holds", () => {
    expect(closeCall(pcts([47, 40, 13])).hits).toEqual([
      { rule: "single-lead", value: 7, threshold: 10, holds: false },
      { rule: "dual-gap", value: 7, threshold: 10, holds: true },
    ]);
  });

  it("takes a different margin", () => {
    expect(rules([41, 33, 26], 0)).toEqual([]);
    expect(rules([40, 30, 30], 0)).toEqual(["tri-spread"]);
    expect(rules([50, 30, 20], 5)).toEqual(["single-top"]);
  });

  it("works on any dosha order, with ties broken V, P, K", () => {
    expect(rules([20, 35, 45])).toEqual(rules([45, 35, 20]));
    expect(rules([30, 30, 40])).toEqual(["tri-spread"]);
  });
});

describe("describeCloseCall", () => {
  it("is empty when the call is not close", () => {
    expect(describeCloseCall(closeCall(pcts([60, 25, 15])))).toEqual([]);
  });

  it("says in plain words which line is near", () => {
    expect(describeCloseCall(closeCall(pcts([45, 35, 20])))).toEqual([
      "Your leading dosha is at 45% (45% or more can read as a single-dosha type).",
      "Your top two doshas are 10 points apart (10 is the line between one dosha leading and two sharing the lead).",
    ]);
    expect(describeCloseCall(closeCall(pcts([39.5, 30, 30.5])))).toEqual([
      "Your highest and lowest doshas are 9.5 points apart (10 or less reads as a balanced VPK type).",
    ]);
    expect(describeCloseCall(closeCall(pcts([40, 40, 20])))).toEqual([
      "Your top two doshas are level, so either could lead.",
      "Your third dosha is at 20% (20% or more shows as a support tag).",
    ]);
    expect(describeCloseCall(closeCall(pcts([42, 39, 19])))[0]).toBe("Your top two doshas are only 3 points apart, so either could lead.");
  });

  it("says the lead and the gap, which measure the same thing, only once", () => {
    const result = closeCall(pcts([34.4, 43.4, 22.2]));
    expect(result.hits.map((h) => h.rule)).toEqual(["single-top", "single-lead", "dual-gap", "support"]);
    expect(describeCloseCall(result)).toEqual([
      "Your leading dosha is at 43.4% (45% or more can read as a single-dosha type).",
      "Your top two doshas are 9 points apart (10 is the line between one dosha leading and two sharing the lead).",
      "Your third dosha is at 22.2% (20% or more shows as a support tag).",
    ]);
  });
});
