import { describe, expect, it } from "vitest";
import { bodyTypeFromPercentages, normalizeDoshaCode } from "@/lib/scoring";

describe("bodyTypeFromPercentages", () => {
  it.each<[string, [number, number, number], string, string | null]>([
    // (a) spread ≤ 10 → VPK
    ["(a) equal", [33.3, 33.3, 33.3], "VPK", null],
    ["(a) spread exactly 10", [40, 30, 30], "VPK", null],
    // 40.2 − 30.2 is 10.000000000000002 in binary floats; the rule must still see exactly 10.
    ["(a) spread 10 with float noise (40.2 − 30.2)", [40.2, 30.2, 30.2], "VPK", null],
    ["(a) spread 10 led by Kapha", [30, 30, 40], "VPK", null],
    ["(a) spread 10.1 falls through to (d)", [40.1, 30, 29.9], "V", null],
    // (b) top ≥ 45 and gap ≥ 10 → single letter
    ["(b) top 45, gap 10 exactly", [45, 35, 20], "V", null],
    // 64.1 − 54.1 is 9.999999999999993 in binary floats.
    ["(b) gap 10 with float noise (64.1 − 54.1)", [64.1, 54.1, 0], "V", null],
    ["(b) Pitta alone", [20, 60, 20], "P", null],
    ["(b) Kapha alone", [25, 25, 50], "K", null],
    ["(b) gap 9.9 → dual instead", [45, 35.1, 19.9], "VP", null],
    ["(b) top 44.9 → dual instead", [44.9, 35, 20.1], "VP", "K"],
    // (c) gap ≤ 10 and top + second ≥ 65 → dual, support = third when ≥ 20
    ["(c) the 35/40/25 example of docs/decisions/0010", [35, 40, 25], "PV", "K"],
    ["(c) gap exactly 10, support exactly 20", [40, 30, 20], "VP", "K"],
    ["(c) gap 10 with float noise (40.2 − 30.2)", [40.2, 30.2, 20], "VP", "K"],
    ["(c) support 19.9 → none", [40, 30, 19.9], "VP", null],
    ["(c) V/K pair with Pitta support", [40, 25, 35], "VK", "P"],
    ["(c) K/P pair", [22, 37, 41], "KP", "V"],
    ["(c) K/V pair", [38, 20, 42], "KV", "P"],
    ["(c) P/K pair", [15, 44, 41], "PK", null],
    ["(c) sum exactly 65", [35, 30, 15], "VP", null],
    ["(c) gap 9 with top over 45", [46, 37, 17], "VP", null],
    // ties inside the pair keep V, P, K order
    ["tie V/P", [50, 50, 0], "VP", null],
    ["tie P/K", [0, 50, 50], "PK", null],
    ["tie V/K", [50, 0, 50], "VK", null],
    ["tie V/P with support", [38, 38, 24], "VP", "K"],
    // (d) otherwise → top letter
    ["(d) sum 64.9", [34.9, 30, 15], "V", null],
    ["(d) gap 10.1 under 45", [40, 29.9, 20], "V", null],
    ["(d) Kapha leads, gap too wide", [29, 29, 42], "K", null],
  ])("%s", (_label, [vPct, pPct, kPct], code, support) => {
    expect(bodyTypeFromPercentages({ vPct, pPct, kPct })).toEqual({ code, support });
  });
});

describe("normalizeDoshaCode", () => {
  it.each<[string, string]>([
    ["pv", "PV"],
    ["vv", "V"],
    ["V", "V"],
    ["k", "K"],
    ["Kp", "KP"],
    ["vpk", "VPK"],
    ["kvp", "VPK"],
    ["", "VPK"],
    ["xyz", "VPK"],
    ["p-v-p", "PV"],
    ["  vk  ", "VK"],
    ["kkk", "K"],
    ["P/V/K", "VPK"],
  ])("%j → %s", (text, expected) => {
    expect(normalizeDoshaCode(text)).toBe(expected);
  });
});
