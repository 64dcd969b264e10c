import { describe, expect, it } from "vitest";
import {
  filledScale,
  parseChoiceAnswers,
  parseGunaValues,
  parsePrakritiRows,
  parseScaleAnswers,
  parseVikritiRows,
  vikritiPayload,
} from "@/app/(journey)/questions/_components/answer-shapes";
import { toQuestionView } from "@/app/(journey)/questions/_components/question-views";
import { nearestStopLabel } from "@/components/ui/scale-slider";
import { getOnboardingQuestions } from "@/lib/content";

const questions = [
  { id: "q1", type: "single" as const, options: [{ id: "a" }, { id: "b" }] },
  { id: "q18", type: "multi" as const, options: [{ id: "x" }, { id: "y" }, { id: "z" }] },
];

describe("parseChoiceAnswers (onboarding drafts)", () => {
  it("keeps known picks", () => {
    expect(parseChoiceAnswers({ q1: ["b"], q18: ["x", "z"] }, questions)).toEqual({ q1: ["b"], q18: ["x", "z"] });
  });

  it("drops unknown questions, unknown options, repeats and non-strings", () => {
    expect(parseChoiceAnswers({ q1: ["nope"], q18: ["x", "x", 3, "w"], q99: ["a"] }, questions)).toEqual({ q18: ["x"] });
  });

  it("keeps one pick at most for a single-choice question", () => {
    expect(parseChoiceAnswers({ q1: ["a", "b"] }, questions)).toEqual({ q1: ["a"] });
  });

  it("rejects a draft that is not an object", () => {
    expect(parseChoiceAnswers(["q1"], questions)).toBeNull();
    expect(parseChoiceAnswers(null, questions)).toBeNull();
  });
});

describe("parsePrakritiRows", () => {
  it("pads to the row count and keeps valid picks", () => {
    expect(parsePrakritiRows([["v"], ["p", "k"]], 3, 2)).toEqual([["v"], ["p", "k"], []]);
  });

  it("drops unknown codes and repeats, and cuts a row to the maximum", () => {
    expect(parsePrakritiRows([["v", "x", "v"], ["v", "p", "k"], "pk"], 3, 2)).toEqual([["v"], ["v", "p"], []]);
  });

  it("cuts extra rows and rejects a non-array", () => {
    expect(parsePrakritiRows([["v"], ["p"], ["k"]], 2, 2)).toEqual([["v"], ["p"]]);
    expect(parsePrakritiRows({ 0: ["v"] }, 2, 2)).toBeNull();
  });
});

describe("Vikriti rows", () => {
  it("keeps doshas and an explicit none, anything else is unanswered", () => {
    expect(parseVikritiRows(["Vata", "none", "vata", 2], 5)).toEqual(["Vata", "none", null, null, null]);
    expect(parseVikritiRows("Vata", 2)).toBeNull();
  });

  it("sends None of these and unanswered rows as null", () => {
    expect(vikritiPayload(["Pitta", "none", null, "Kapha"])).toEqual({ rows: ["Pitta", null, null, "Kapha"] });
  });
});

describe("scale answers", () => {
  const ids = ["a", "b", "c"];

  it("fills missing or invalid values with the default", () => {
    expect(parseScaleAnswers({ a: 3, b: 9, c: 1.5, d: 2 }, ids, 0, 4, 0)).toEqual({ a: 3, b: 0, c: 0 });
  });

  it("leaves them unanswered without a default (GAD-7)", () => {
    expect(parseScaleAnswers({ a: 0, b: 4, c: "2" }, ids, 0, 3)).toEqual({ a: 0 });
    expect(parseScaleAnswers([1, 2], ids, 0, 3)).toBeNull();
  });

  it("fills every id with one value", () => {
    expect(filledScale(ids, 0)).toEqual({ a: 0, b: 0, c: 0 });
  });
});

describe("parseGunaValues", () => {
  const range = { min: 0, max: 10, defaultValue: 5 };

  it("keeps whole numbers in range and resets the rest to the default", () => {
    expect(parseGunaValues({ sattva: 0, rajas: 11, tamas: 7.5 }, range)).toEqual({ sattva: 0, rajas: 5, tamas: 5 });
    expect(parseGunaValues({ sattva: 10, rajas: 3, tamas: 8 }, range)).toEqual({ sattva: 10, rajas: 3, tamas: 8 });
    expect(parseGunaValues(7, range)).toBeNull();
  });
});

describe("toQuestionView", () => {
  it("sends the browser no dosha or weight", () => {
    const view = toQuestionView(getOnboardingQuestions()[0]!);
    expect(view.id).toBe("q1");
    expect(view.options.length).toBeGreaterThan(0);
    for (const option of view.options) expect(Object.keys(option).sort()).toEqual(["id", "label"]);
    expect(JSON.stringify(view)).not.toMatch(/dosha|weight/);
  });
});

describe("nearestStopLabel", () => {
  const labels = ["Never", "Rarely", "Sometimes", "Often", "Always"];

  it("matches one label a stop on a 0-4 scale", () => {
    expect([0, 1, 2, 3, 4].map((v) => nearestStopLabel(v, 0, 4, labels))).toEqual(labels);
  });

  it("spreads the labels over a 0-10 slider", () => {
    expect(nearestStopLabel(0, 0, 10, labels)).toBe("Never");
    expect(nearestStopLabel(5, 0, 10, labels)).toBe("Sometimes");
    expect(nearestStopLabel(8, 0, 10, labels)).toBe("Often");
    expect(nearestStopLabel(10, 0, 10, labels)).toBe("Always");
  });
});
