import { describe, expect, it } from "vitest";
import { describeTwoEstimates, relateEstimates } from "@/lib/assessments/two-estimates";

describe("the report's two estimates", () => {
  it.each([
    ["KV", "KV", "same"],
    ["VPK", "VPK", "same"],
    ["KV", "KP", "same-lead"],
    ["K", "KV", "same-lead"],
    ["VPK", "KV", "different"],
    ["KV", "VPK", "different"],
    ["PV", "VP", "different"],
  ] as const)("body type %s and Prakriti %s relate as %s", (body, prakriti, relation) => {
    expect(relateEstimates(body, prakriti)).toBe(relation);
  });

  it("names which is which, and says why a tri-doshic body type and Kapha + Vata can both stand", () => {
    const note = describeTwoEstimates("VPK", "KV");
    expect(note.bodyType).toBe("VPK, tri-doshic");
    expect(note.prakriti).toBe("KV (Kapha + Vata)");
    expect(note.lines[0]).toMatch(/^Your body type, VPK, tri-doshic, comes from the 18 onboarding questions/);
    expect(note.lines[1]).toMatch(/^Your Prakriti, KV \(Kapha \+ Vata\), comes from the 14-row short form/);
    expect(note.lines.join(" ")).toContain("Different questions, weighted differently");
  });

  it("does not explain a difference when there is none", () => {
    const note = describeTwoEstimates("PV", "PV");
    expect(note.lines).toHaveLength(3);
    expect(note.lines.join(" ")).not.toContain("differently");
  });
});
