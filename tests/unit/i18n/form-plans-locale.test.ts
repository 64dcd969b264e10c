import { describe, expect, it } from "vitest";
import { formPlan } from "@/lib/assessments/form-plans";
import { ASSESSMENT_KINDS } from "@/lib/assessments/instruments/kinds";

/** What a posted form is read by: the same in every language, or a Hindi form would save other answers. */
const shape = (kind: (typeof ASSESSMENT_KINDS)[number], locale: "en" | "hi") =>
  formPlan(kind, { locale }).questions.map((q) => ({
    path: q.path,
    choose: q.choose,
    store: q.store,
    start: q.start,
    none: q.none,
    values: q.options.map((o) => o.value),
  }));

describe("a questionnaire's plain form in Hindi", () => {
  it.each(ASSESSMENT_KINDS)("%s has English's fields, options and starting stops", (kind) => {
    expect(shape(kind, "hi")).toEqual(shape(kind, "en"));
  });

  it.each(ASSESSMENT_KINDS.filter((kind) => kind !== "gad7"))("%s asks its questions in Hindi", (kind) => {
    for (const question of formPlan(kind, { locale: "hi" }).questions) expect(question.legend).toMatch(/[\u0900-\u097F]/);
  });

  it("keeps GAD-7's validated items in their published English", () => {
    expect(formPlan("gad7", { locale: "hi" }).questions.map((q) => q.legend)).toEqual(formPlan("gad7").questions.map((q) => q.legend));
  });

  it("gives hints only when it has the page's words", () => {
    expect(formPlan("prakriti").questions[0]?.hint).toBeUndefined();
    const words = { locale: "hi" as const, chooseUpTo: (n: number) => `ज़्यादा से ज़्यादा ${n}`, scaleEnds: () => "" };
    expect(formPlan("prakriti", words).questions[0]?.hint).toBe("ज़्यादा से ज़्यादा 2");
  });
});
