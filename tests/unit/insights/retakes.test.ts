import { describe, expect, it } from "vitest";
import { RETAKE_KINDS, type AssessmentKind } from "@/lib/assessments/instruments";
import { readingsIn } from "@/lib/assessments/readings";
import { retakeMovements } from "@/lib/insights/retakes";

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 9));
const row = (kind: AssessmentKind, result: unknown, day: number) => ({ kind, result, createdAt: at(day) });
const retake = (kind: AssessmentKind, first: unknown, latest: unknown, results = 2) => ({
  kind,
  first: row(kind, first, 1),
  latest: row(kind, latest, 20),
  results,
});

const guna = (sattva: number, rajas: number, tamas: number) => ({
  sattva,
  rajas,
  tamas,
  bands: { sattva: "Moderate", rajas: "Moderate", tamas: "Low" },
  followUp: false,
});

describe("retake movements", () => {
  it("follows the kinds whose instrument says how its trend moves, in registry order", () => {
    expect(RETAKE_KINDS).toEqual(["vikriti", "guna", "gad7"]);
  });

  it("words each kind's move from its first result to the latest in that instrument's terms", () => {
    const moved = retakeMovements([
      retake("gad7", { total: 12, severity: "moderate" }, { total: 4, severity: "minimal" }, 3),
      retake("guna", guna(4, 6, 2), guna(7, 6, 1)),
      retake(
        "vikriti",
        { points: { vata: 6, pitta: 3, kapha: 1 }, high: ["V"], leaning: "V" },
        { points: { vata: 2, pitta: 2, kapha: 6 }, high: ["K"], leaning: "K" },
      ),
    ]);
    expect(moved.map((m) => [m.kind, m.results, m.movement])).toEqual([
      ["vikriti", 2, "Shares of the imbalance: Vata 60% → 20%, Pitta 30% → 20%, Kapha 10% → 60%."],
      ["guna", 2, "Since the first time: Sattva up 3, Rajas the same, Tamas down 1 (each slider 0 to 10)."],
      ["gad7", 3, "The total went from 12 to 4 of 21."],
    ]);
    expect(moved[2]).toMatchObject({ first: { at: at(1), summary: "Moderate (12 of 21)" }, latest: { at: at(20), summary: "Minimal (4 of 21)" } });
  });

  it("says when nothing moved, and says nothing of a single result, an unreadable one or a kind not followed", () => {
    const moved = retakeMovements([
      retake("gad7", { total: 5, severity: "mild" }, { total: 5, severity: "mild" }),
      retake("guna", guna(4, 6, 2), guna(4, 6, 2), 1),
      retake("vikriti", { points: "lost" }, { points: { vata: 2, pitta: 2, kapha: 6 }, high: ["K"], leaning: "K" }),
      retake("ama", { total: 3 }, { total: 9 }),
    ]);
    expect(moved.map((m) => [m.kind, m.latest?.summary ?? null, m.movement])).toEqual([
      ["vikriti", expect.any(String), null],
      ["guna", null, null],
      ["gad7", "Mild (5 of 21)", "The total is the same as the first time (5 of 21)."],
    ]);
    expect(moved[0]!.first.summary).toBe("—");
  });

  it("reads a Hindi person's summaries and movements in Hindi, from the same results", () => {
    const hindi = readingsIn("hi");
    const moved = retakeMovements(
      [
        retake("gad7", { total: 12, severity: "moderate" }, { total: 4, severity: "minimal" }, 3),
        retake("guna", guna(4, 6, 2), guna(7, 6, 1)),
        retake(
          "vikriti",
          { points: { vata: 6, pitta: 3, kapha: 1 }, high: ["V"], leaning: "V" },
          { points: { vata: 2, pitta: 2, kapha: 6 }, high: ["K"], leaning: "K" },
        ),
      ],
      hindi,
    );
    expect(moved.map((m) => [m.kind, m.movement])).toEqual([
      ["vikriti", "असंतुलन में हर दोष का हिस्सा: वात 60% → 20%, पित्त 30% → 20%, कफ 10% → 60%।"],
      ["guna", "पहली बार से अब तक: सत्त्व 3 बढ़ा, रजस् पहले जितना, तमस् 1 घटा (हर स्लाइडर 0 से 10 तक)।"],
      ["gad7", "कुल अंक 12 से बदलकर 4 हो गए (21 में से)।"],
    ]);
    expect(moved[2]).toMatchObject({ first: { summary: "मध्यम (21 में से 12)" }, latest: { summary: "बहुत कम (21 में से 4)" } });
    expect(moved[1]!.first.summary).toBe("सत्त्व मध्यम · रजस् मध्यम · तमस् कम");

    const same = retakeMovements([retake("gad7", { total: 5, severity: "mild" }, { total: 5, severity: "mild" })], hindi);
    expect(same[0]!.movement).toBe("कुल अंक पहली बार जितने ही हैं (21 में से 5)।");
  });

  it("has Hindi words for how every followed kind moved", () => {
    const values = { vikriti: { vata: 50, pitta: 30, kapha: 20 }, guna: guna(1, 2, 3), gad7: { total: 3, severity: "minimal" } } as Record<string, unknown>;
    for (const kind of RETAKE_KINDS) expect(readingsIn("hi").movement(kind, values[kind], values[kind])).toMatch(/[\u0900-\u097F]/);
  });
});
