import { describe, expect, it } from "vitest";

import { getOnboardingQuestions, getOnboardingQuestionsInSection, getOnboardingSections } from "@/lib/content";

// The original app's weight table (docs/decisions/0000-the-original-app.md §9), written out independently of lib/content so a drift in either fails.
const EXPECTED_WEIGHTS: Record<string, number> = {
  q1: 1,
  q2: 1,
  q3: 5,
  q4: 5,
  q5: 7.5,
  q6: 7.5,
  q7: 5,
  q8: 2.5,
  q9: 5,
  q10: 5,
  q11: 5,
  q12: 2.5,
  q13: 2.5,
  q14: 2.5,
  q15: 1,
  q16: 1,
  q17: 1,
  q18: 1,
};

describe("onboarding questionnaire content", () => {
  const questions = getOnboardingQuestions();

  it("has 18 questions q1..q18 in order", () => {
    expect(questions).toHaveLength(18);
    expect(questions.map((q) => q.id)).toEqual(Array.from({ length: 18 }, (_, i) => `q${i + 1}`));
  });

  it("has the 4 sections with the original app's exact titles", () => {
    expect(getOnboardingSections()).toEqual([
      { id: 1, title: "About You" },
      { id: 2, title: "Your Body Structure" },
      { id: 3, title: "Your Body Patterns" },
      { id: 4, title: "Digestion & Sleep" },
    ]);
  });

  it("puts every question in a section, ordered, with q15..q18 (Digestion & Sleep) last", () => {
    expect(questions.map((q) => q.section)).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4]);
    expect(getOnboardingQuestionsInSection(4).map((q) => q.id)).toEqual(["q15", "q16", "q17", "q18"]);
    for (const section of [1, 2, 3, 4] as const) {
      expect(getOnboardingQuestionsInSection(section).length).toBeGreaterThan(0);
    }
  });

  it("makes q18 the only multi-choice question", () => {
    expect(questions.filter((q) => q.type === "multi").map((q) => q.id)).toEqual(["q18"]);
    expect(questions.filter((q) => q.type === "single")).toHaveLength(17);
  });

  it("gives every option its question's weight from the original table", () => {
    for (const question of questions) {
      const expected = EXPECTED_WEIGHTS[question.id];
      expect(expected, question.id).toBeDefined();
      for (const option of question.options) {
        expect(option.weight, `${option.id}`).toBe(expected);
      }
    }
    // The heaviest questions are the body frame pair.
    expect(questions.filter((q) => q.options[0]?.weight === 7.5).map((q) => q.id)).toEqual(["q5", "q6"]);
  });

  it("offers at least one option per dosha on every question, 3-4 options (q18 up to 6)", () => {
    for (const question of questions) {
      const doshas = new Set(question.options.map((o) => o.dosha));
      expect([...doshas].sort(), question.id).toEqual(["k", "p", "v"]);
      const max = question.type === "multi" ? 6 : 4;
      expect(question.options.length, question.id).toBeGreaterThanOrEqual(3);
      expect(question.options.length, question.id).toBeLessThanOrEqual(max);
    }
  });

  it("has option ids unique within each question and prefixed by the question id", () => {
    for (const question of questions) {
      const ids = question.options.map((o) => o.id);
      expect(new Set(ids).size, question.id).toBe(ids.length);
      for (const id of ids) expect(id.startsWith(`${question.id}-`), id).toBe(true);
    }
  });

  it("has non-empty question and option text", () => {
    for (const question of questions) {
      expect(question.text.trim().length, question.id).toBeGreaterThan(10);
      for (const option of question.options) expect(option.label.trim().length, option.id).toBeGreaterThan(2);
    }
  });

  it("asks about sleep in q16 and digestive issues in q18", () => {
    expect(questions[15]?.text.toLowerCase()).toContain("sleep");
    expect(questions[17]?.text.toLowerCase()).toContain("digestion");
  });

  it("serves the same frozen data on every call", () => {
    expect(getOnboardingQuestions()).toBe(questions);
    expect(Object.isFrozen(questions)).toBe(true);
    expect(Object.isFrozen(questions[0]?.options[0])).toBe(true);
  });
});
