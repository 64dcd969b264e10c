import { describe, expect, it } from "vitest";
import { scoreOnboarding, type OnboardingQuestion } from "@/lib/scoring";

// The original app's weights for q1..q18 (docs/decisions/0000-the-original-app.md §9); every option in a question carries the question's weight.
const WEIGHTS = [1, 1, 5, 5, 7.5, 7.5, 5, 2.5, 5, 5, 5, 2.5, 2.5, 2.5, 1, 1, 1, 1];

const QUESTIONS: OnboardingQuestion[] = WEIGHTS.map((weight, i) => {
  const id = `q${i + 1}`;
  return {
    id,
    section: i < 7 ? 1 : i < 14 ? 2 : 3,
    type: id === "q18" ? "multi" : "single",
    text: `Question ${i + 1}`,
    options: (["v", "p", "k"] as const).map((dosha) => ({ id: `${id}-${dosha}`, label: dosha, dosha, weight })),
  };
});

/** Shorthand: { q1: "v" } → { q1: ["q1-v"] }; arrays allow multi-picks. */
function answersOf(picks: Record<string, string | string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [q, pick] of Object.entries(picks)) {
    out[q] = (Array.isArray(pick) ? pick : [pick]).map((p) => (p.length === 1 ? `${q}-${p}` : p));
  }
  return out;
}

const ALL_VATA = answersOf(Object.fromEntries(WEIGHTS.map((_, i) => [`q${i + 1}`, "v"])));

describe("scoreOnboarding", () => {
  it.each([
    {
      label: "no answers → neutral split, total 0",
      answers: {},
      expected: { percentages: { vPct: 34, pPct: 33, kPct: 33, total: 0 }, bodyType: "VPK", bodyTypeSupport: null, nourishPlanDosha: "V", soundSleepDosha: "" },
    },
    {
      // Sum of all weights = 61.
      label: "all Vata",
      answers: ALL_VATA,
      expected: { percentages: { vPct: 100, pPct: 0, kPct: 0, total: 61 }, bodyType: "V", bodyTypeSupport: null, nourishPlanDosha: "V", soundSleepDosha: "V" },
    },
    {
      // V = 1+1+5+5+2.5+2.5+1 = 18; P = 7.5+5+5+5+2.5+1+1 = 27; K = 7.5+5+2.5+1+1 = 17; total 62.
      // 18/62 = 29.03, 27/62 = 43.55, 17/62 = 27.42 → spread 16.1, gap 14.5, top < 45 → rule (d) "P".
      // Food (q15 k, q17 k, q18 v+p) → K 2 beats V 1, P 1. Sleep q16 = p.
      label: "mixed answers, multi-pick on q18",
      answers: answersOf({
        q1: "v",
        q2: "v",
        q3: "v",
        q4: "v",
        q5: "p",
        q6: "k",
        q7: "p",
        q8: "v",
        q9: "p",
        q10: "p",
        q11: "k",
        q12: "v",
        q13: "k",
        q14: "p",
        q15: "k",
        q16: "p",
        q17: "k",
        q18: ["v", "p"],
      }),
      expected: {
        percentages: { vPct: 29, pPct: 43.6, kPct: 27.4, total: 62 },
        bodyType: "P",
        bodyTypeSupport: null,
        nourishPlanDosha: "K",
        soundSleepDosha: "P",
      },
    },
    {
      // V 7.5, P 7.5, K 5 of 20 → 37.5/37.5/25 → "VP" with Kapha support; no food answers → overall leader V (tie V/P).
      label: "dual type with support",
      answers: answersOf({ q5: "v", q6: "p", q3: "k" }),
      expected: {
        percentages: { vPct: 37.5, pPct: 37.5, kPct: 25, total: 20 },
        bodyType: "VP",
        bodyTypeSupport: "K",
        nourishPlanDosha: "V",
        soundSleepDosha: "",
      },
    },
    {
      // Food ties 1/1/1 → overall leader Pitta (P 11 of 13 = 84.6%), not Vata.
      label: "food tie defers to overall leader",
      answers: answersOf({ q9: "p", q10: "p", q15: "v", q17: "p", q18: ["k"] }),
      expected: {
        percentages: { vPct: 7.7, pPct: 84.6, kPct: 7.7, total: 13 },
        bodyType: "P",
        bodyTypeSupport: null,
        nourishPlanDosha: "P",
        soundSleepDosha: "",
      },
    },
    {
      // K 5+5+1 = 11, V 2, P 1 of 14; food V 2 > P 1 → V even though Kapha leads overall; q16 = k.
      label: "food leader differs from overall leader",
      answers: answersOf({ q3: "k", q4: "k", q15: "v", q17: "v", q18: ["p"], q16: "k" }),
      expected: {
        percentages: { vPct: 14.3, pPct: 7.1, kPct: 78.6, total: 14 },
        bodyType: "K",
        bodyTypeSupport: null,
        nourishPlanDosha: "V",
        soundSleepDosha: "K",
      },
    },
    {
      // Duplicates count once, unknown ids are ignored: V 1 (q1), P 1 + K 1 (q18) → a third each,
      // rounded together to add up to 100: the odd tenth goes to Vata (docs/decisions/0033-percentages-add-up-to-100.md).
      // Food tie P/K is broken among P and K only (docs/decisions/0022-nourish-dosha-tie-break.md): equal overall → Pitta, never Vata.
      label: "duplicates and unknown ids",
      answers: { q1: ["q1-v", "q1-v"], q2: ["bogus"], q99: ["q99-v"], q18: ["q18-p", "q18-p", "q18-k", "zzz"] },
      expected: {
        percentages: { vPct: 33.4, pPct: 33.3, kPct: 33.3, total: 3 },
        bodyType: "VPK",
        bodyTypeSupport: null,
        nourishPlanDosha: "P",
        soundSleepDosha: "",
      },
    },
    {
      // docs/decisions/0022-nourish-dosha-tie-break.md: food ties P 1 / K 1; Vata leads overall (12.5) but no food answer chose it,
      // so the tie is broken among P and K by overall score: K 6 > P 1 → Kapha.
      label: "food tie broken among the tied doshas only",
      answers: answersOf({ q3: "v", q5: "v", q4: "k", q15: "p", q17: "k" }),
      expected: {
        percentages: { vPct: 64.1, pPct: 5.1, kPct: 30.8, total: 19.5 },
        bodyType: "V",
        bodyTypeSupport: null,
        nourishPlanDosha: "K",
        soundSleepDosha: "",
      },
    },
  ])("$label", ({ answers, expected }) => {
    expect(scoreOnboarding(QUESTIONS, answers)).toEqual(expected);
  });

  it("rounds the total to 2 decimals and percentages to 1", () => {
    const tiny: OnboardingQuestion[] = ["a", "b", "c"].map((id) => ({
      id,
      section: 1,
      type: "single",
      text: id,
      options: [{ id: "x", label: "x", dosha: id === "c" ? "p" : "v", weight: 0.1 }],
    }));
    // 0.1 + 0.1 + 0.1 is 0.30000000000000004 unrounded; V 2/3 = 66.67%, P 1/3 = 33.33%.
    expect(scoreOnboarding(tiny, { a: ["x"], b: ["x"], c: ["x"] }).percentages).toEqual({
      vPct: 66.7,
      pPct: 33.3,
      kPct: 0,
      total: 0.3,
    });
  });

  it("reads the sleep dosha from q16 alone", () => {
    expect(scoreOnboarding(QUESTIONS, answersOf({ q16: "k", q1: "v" })).soundSleepDosha).toBe("K");
    expect(scoreOnboarding(QUESTIONS, answersOf({ q16: ["bogus"], q1: "v" })).soundSleepDosha).toBe("");
  });
});
