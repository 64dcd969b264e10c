import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ASSESSMENT_KINDS, INSTRUMENTS, parseStoredResult, scoreWith, type AssessmentKind } from "@/lib/assessments/instruments";
import { storedResult, upgradeResult } from "@/lib/assessments/stored-results";
import { resultMeaning, summarizeResult } from "@/lib/assessments/summary";
import { getAmaSigns, getLifestyleItems } from "@/lib/content";
import { scoreAma, scoreGuna, scoreLifestyle, scorePrakriti, scoreVikriti, type Dosha, type VikritiChoice } from "@/lib/scoring";
import { validAnswersArb } from "../../support/answer-arbitraries";

const scored = (kind: AssessmentKind, payload: unknown) => scoreWith(kind, INSTRUMENTS[kind].answers.parse(payload) as never);

/** Every string anywhere in a value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, v]) => [key, ...strings(v)]);
  return [];
}

/** The whole scorer output: what the first result shape saved for each kind. */
const FIRST_SHAPE: Partial<Record<AssessmentKind, (payload: never) => unknown>> = {
  prakriti: (a: { rows: Dosha[][] }) => scorePrakriti(a.rows),
  vikriti: (a: { rows: VikritiChoice[] }) => scoreVikriti(a.rows),
  ama: (a: { values: Record<string, number> }) => scoreAma(getAmaSigns().map((s) => ({ dhatu: s.dhatu, value: a.values[s.id]! }))),
  guna: (a: { sattva: number; rajas: number; tamas: number }) => scoreGuna(a),
  life: (a: { values: Record<string, number> }) =>
    scoreLifestyle(getLifestyleItems().map((i) => ({ domain: i.domain, weights: i.weights, value: a.values[i.id]! }))),
};

describe("stored results", () => {
  it.each(ASSESSMENT_KINDS)("%s: what is saved is its stored shape, codes and numbers, no sentences", (kind) => {
    fc.assert(
      fc.property(validAnswersArb[kind], (payload) => {
        const saved = storedResult(kind, scored(kind, payload));
        expect(parseStoredResult(kind, saved)).toEqual(saved);
        // Codes, bands, keys and tissue or domain names are short; a sentence is not.
        for (const text of strings(saved)) expect(text.length).toBeLessThanOrEqual(20);
      }),
      { numRuns: 40 },
    );
  });

  it.each(Object.keys(FIRST_SHAPE) as AssessmentKind[])("%s: a first-shape result converts to what scoring saves now", (kind) => {
    fc.assert(
      fc.property(validAnswersArb[kind], (payload) => {
        const old = FIRST_SHAPE[kind]!(INSTRUMENTS[kind].answers.parse(payload) as never);
        expect(upgradeResult(kind, old)).toEqual(storedResult(kind, scored(kind, payload)));
      }),
      { numRuns: 60 },
    );
  });

  it("summarises Prakriti and Vikriti with the labels their scorers give", () => {
    fc.assert(
      fc.property(validAnswersArb.prakriti, validAnswersArb.vikriti, (p, v) => {
        expect(summarizeResult("prakriti", scored("prakriti", p))).toBe(scorePrakriti((p as { rows: Dosha[][] }).rows).constitution);
        expect(summarizeResult("vikriti", scored("vikriti", v))).toBe(scoreVikriti((v as { rows: VikritiChoice[] }).rows).dominant);
      }),
      { numRuns: 100 },
    );
  });

  it("leaves alone what neither shape reads", () => {
    expect(upgradeResult("prakriti", { counts: { v: 1, p: 0, k: 0 }, constitution: "Airy" })).toBeNull();
    expect(upgradeResult("vikriti", { points: { vata: 2, pitta: 0, kapha: 0 }, dominant: "Vata-Ether" })).toBeNull();
    expect(upgradeResult("gad7", "nonsense")).toBeNull();
    expect(upgradeResult("guna", null)).toBeNull();
  });

  it("keeps a result already in the stored shape as it is, dropping unknown keys", () => {
    const result = { counts: { v: 4, p: 2, k: 0 }, code: "V" };
    expect(upgradeResult("prakriti", result)).toEqual(result);
    expect(upgradeResult("gad7", { total: 3, severity: "minimal", extra: "x" })).toEqual({ total: 3, severity: "minimal" });
  });
});

describe("how stored results read", () => {
  const { prakriti, vikriti, ama, life } = INSTRUMENTS;

  it("words a Prakriti code", () => {
    expect(prakriti.summary({ counts: { v: 2, p: 9, k: 3 }, code: "P" })).toBe("Pitta");
    expect(prakriti.summary({ counts: { v: 5, p: 2, k: 7 }, code: "KV" })).toBe("Kapha + Vata");
    expect(prakriti.reads.meaning({ counts: { v: 2, p: 9, k: 3 }, code: "P" }).paragraphs[0]).toBe(
      "Your answers suggest a Pitta nature. Pitta is the energy of transformation, made of fire and water. A Pitta nature tends to be warm, focused and driven, and feels best with cooling foods, calm and time to pause.",
    );
  });

  it("words a Vikriti leaning", () => {
    const points = { vata: 10, pitta: 12, kapha: 0 };
    expect(vikriti.summary({ points, high: ["P", "V"], leaning: "P" })).toBe("Pitta-Vata");
    expect(vikriti.summary({ points, high: [], leaning: "P" })).toBe("Pitta (Minor)");
    expect(vikriti.summary({ points, high: [], leaning: null })).toBe("No clear imbalance right now");
    expect(vikriti.reads.meaning({ points, high: ["K"], leaning: "K" }).paragraphs[0]).toMatch(/^Over the past few weeks, Kapha has been running high\./);
  });

  it("words ama flags and lifestyle bands", () => {
    expect(ama.summary({ flags: [{ dhatu: "Mamsa", total: 3, level: "Moderate" }], systemic: false })).toBe("Mamsa moderate");
    expect(ama.reads.meaning({ flags: [], systemic: false }).paragraphs[0]).toMatch(/no clear signs of ama/);
    const bands = { vata: "Minor", pitta: "Minor", kapha: "Severe" } as const;
    expect(life.reads.meaning({ vata: 1, pitta: 2, kapha: 22, bands, domainTotals: {} }).details.map((d) => d.label)).toEqual([
      "Kapha · Strong influence",
      "Vata and Pitta · Light influence",
    ]);
  });

  it("falls back to what the questionnaire is about for a shape it cannot read", () => {
    for (const kind of ASSESSMENT_KINDS) {
      const { reads } = INSTRUMENTS[kind];
      if (!reads) continue;
      expect(summarizeResult(kind, { constitution: "Vata" })).toBe("—");
      expect(resultMeaning(kind, { constitution: "Vata" })!.paragraphs).toEqual([reads.about()]);
    }
  });
});
