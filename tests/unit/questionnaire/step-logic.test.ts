import { describe, expect, it } from "vitest";
import {
  canFinishChoices,
  choose,
  clampStep,
  countAnswered,
  firstOpenStep,
  isChoiceAnswered,
  resumeStep,
  sectionPosition,
  stepAfter,
  stepBefore,
  togglePick,
} from "@/app/(journey)/questions/_components/step-logic";
import { getOnboardingQuestions, getOnboardingSections } from "@/lib/content";

const single = { id: "q1", type: "single" as const, options: [{ id: "a" }, { id: "b" }, { id: "c" }] };
const multi = { id: "q18", type: "multi" as const, options: [{ id: "x" }, { id: "y" }, { id: "z" }] };

describe("togglePick (Prakriti: up to two a row)", () => {
  it("adds a first and a second pick in order", () => {
    expect(togglePick([], "v", 2)).toEqual({ picks: ["v"], ignored: false });
    expect(togglePick(["v"], "k", 2)).toEqual({ picks: ["v", "k"], ignored: false });
  });

  it("ignores a third pick and keeps the row as it was", () => {
    expect(togglePick(["v", "k"], "p", 2)).toEqual({ picks: ["v", "k"], ignored: true });
  });

  it("unselects a picked value, even when the row is full", () => {
    expect(togglePick(["v", "k"], "v", 2)).toEqual({ picks: ["k"], ignored: false });
    expect(togglePick(["p"], "p", 2)).toEqual({ picks: [], ignored: false });
  });

  it("does not change the row it was given", () => {
    const row = ["v"];
    togglePick(row, "p", 2);
    expect(row).toEqual(["v"]);
  });
});

describe("choose (onboarding)", () => {
  it("holds exactly one option for a single-choice question", () => {
    const once = choose(single, {}, "a", true);
    expect(once).toEqual({ q1: ["a"] });
    expect(choose(single, once, "b", true)).toEqual({ q1: ["b"] });
  });

  it("keeps the option when the selected one is chosen again", () => {
    expect(choose(single, { q1: ["a"] }, "a", true)).toEqual({ q1: ["a"] });
  });

  it("adds and removes options of the multi-choice question", () => {
    const two = choose(multi, choose(multi, {}, "x", true), "z", true);
    expect(two).toEqual({ q18: ["x", "z"] });
    expect(choose(multi, two, "x", false)).toEqual({ q18: ["z"] });
    expect(choose(multi, { q18: ["x"] }, "x", true)).toEqual({ q18: ["x"] });
  });

  it("leaves the other questions alone", () => {
    expect(choose(multi, { q1: ["a"] }, "y", true)).toEqual({ q1: ["a"], q18: ["y"] });
  });

  const withNone = { id: "q18", type: "multi" as const, options: [{ id: "x" }, { id: "y" }, { id: "none", exclusive: true as const }] };

  it("lets a 'none' option clear the other picks, and be cleared by them", () => {
    expect(choose(withNone, { q18: ["x", "y"] }, "none", true)).toEqual({ q18: ["none"] });
    expect(choose(withNone, { q18: ["none"] }, "y", true)).toEqual({ q18: ["y"] });
    expect(choose(withNone, { q18: ["none"] }, "none", false)).toEqual({ q18: [] });
  });

  it("marks q18's 'Rarely any trouble' as its only exclusive option", () => {
    const q18 = getOnboardingQuestions().find((q) => q.id === "q18")!;
    expect(q18.options.filter((o) => o.exclusive).map((o) => o.label)).toEqual(["Rarely any trouble — digestion is slow but steady"]);
  });
});

describe("answered and can finish", () => {
  const questions = [{ id: "q1" }, { id: "q2" }, { id: "q3" }];

  it("counts a question as answered only with a pick", () => {
    expect(isChoiceAnswered({ q1: ["a"] }, "q1")).toBe(true);
    expect(isChoiceAnswered({ q1: [] }, "q1")).toBe(false);
    expect(isChoiceAnswered({}, "q1")).toBe(false);
    expect(isChoiceAnswered({ q1: ["a"] }, undefined)).toBe(false);
    expect(countAnswered(questions, { q1: ["a"], q3: ["b"], q2: [] })).toBe(2);
  });

  it("can finish only when every question is answered", () => {
    expect(canFinishChoices(questions, { q1: ["a"], q2: ["b"] })).toBe(false);
    expect(canFinishChoices(questions, { q1: ["a"], q2: ["b"], q3: [] })).toBe(false);
    expect(canFinishChoices(questions, { q1: ["a"], q2: ["b"], q3: ["c"] })).toBe(true);
    expect(canFinishChoices([], {})).toBe(false);
  });

  it("needs all 18 real onboarding questions", () => {
    const all = getOnboardingQuestions();
    const answers = Object.fromEntries(all.map((q) => [q.id, [q.options[0]?.id ?? ""]]));
    expect(canFinishChoices(all, answers)).toBe(true);
    const withoutLast = Object.fromEntries(Object.entries(answers).filter(([id]) => id !== "q18"));
    expect(canFinishChoices(all, withoutLast)).toBe(false);
    expect(countAnswered(all, withoutLast)).toBe(17);
  });
});

describe("steps", () => {
  it("clamps a step into range", () => {
    expect(clampStep(-1, 5)).toBe(0);
    expect(clampStep(2, 5)).toBe(2);
    expect(clampStep(9, 5)).toBe(4);
    expect(clampStep(Number.NaN, 5)).toBe(0);
    expect(clampStep(3, 0)).toBe(0);
  });

  it("moves one step on and back, staying inside the set", () => {
    expect(stepAfter(0, 3)).toBe(1);
    expect(stepAfter(2, 3)).toBe(2);
    expect(stepBefore(2, 3)).toBe(1);
    expect(stepBefore(0, 3)).toBe(0);
  });

  it("finds the first unanswered step", () => {
    expect(firstOpenStep(4, (s) => s < 2)).toBe(2);
    expect(firstOpenStep(4, () => true)).toBe(4);
  });

  it("resumes at the stored step, but never past a required gap", () => {
    expect(resumeStep(3, 7)).toBe(3);
    expect(resumeStep(12, 7)).toBe(6);
    expect(resumeStep(5, 7, (s) => s !== 2)).toBe(2);
    expect(resumeStep(5, 7, () => true)).toBe(5);
    expect(resumeStep(1, 7, (s) => s < 4)).toBe(1);
  });
});

describe("sectionPosition (next and back across the onboarding sections)", () => {
  const questions = getOnboardingQuestions();
  const sections = getOnboardingSections();
  const lastOfFirst = questions.findLastIndex((q) => q.section === 1);

  it("starts in About You", () => {
    expect(sectionPosition(questions, sections, 0)).toMatchObject({ sectionIndex: 0, title: "About You", number: 1 });
  });

  it("Next from a section's last question lands on the next section's first", () => {
    const last = sectionPosition(questions, sections, lastOfFirst);
    expect(last?.title).toBe("About You");
    expect(last?.number).toBe(last?.size);
    expect(sectionPosition(questions, sections, stepAfter(lastOfFirst, questions.length))).toMatchObject({
      sectionIndex: 1,
      title: "Your Body Structure",
      number: 1,
    });
  });

  it("Back from a section's first question lands on the previous section's last", () => {
    const firstOfSecond = lastOfFirst + 1;
    expect(sectionPosition(questions, sections, firstOfSecond)?.title).toBe("Your Body Structure");
    const back = sectionPosition(questions, sections, stepBefore(firstOfSecond, questions.length));
    expect(back?.title).toBe("About You");
    expect(back?.number).toBe(back?.size);
    expect(back?.size).toBeGreaterThan(1);
  });

  it("ends on question 4 of Digestion & Sleep", () => {
    expect(sectionPosition(questions, sections, questions.length - 1)).toMatchObject({
      sectionIndex: 3,
      title: "Digestion & Sleep",
      number: 4,
      size: 4,
    });
    expect(sectionPosition(questions, sections, questions.length)).toBeNull();
  });
});
