import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answersFromForm, fieldName, formEntriesFor, formRefusal, NEEDS_AN_ANSWER, optionField } from "@/lib/assessments/form-answers";
import { formPlan } from "@/lib/assessments/form-plans";
import { ASSESSMENT_KINDS, type AssessmentKind } from "@/lib/assessments/instruments/kinds";
import { getGad7Items, getOnboardingQuestions, PRAKRITI_ROW_COUNT, VIKRITI_ROW_COUNT } from "@/lib/content";
import { PRAKRITI_NEEDS_A_PICK } from "@/lib/scoring/constants";
import { answerSchemas } from "@/lib/validations/assessments";
import { validAnswersArb } from "../../support/answer-arbitraries";
import { validAnswers } from "../../support/valid-answers";

const formOf = (entries: readonly (readonly [string, string])[]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

/** The answers a form posts, and what the instrument's schema says of them. */
function post(kind: AssessmentKind, entries: readonly (readonly [string, string])[]) {
  const form = formOf([["kind", kind], ...entries]);
  const answers = answersFromForm(formPlan(kind), form);
  const checked = answerSchemas[kind].safeParse(answers);
  return { form, answers, checked };
}

/** The checkbox questions' picks in one order: a form's checkboxes carry no order of their own, and no scorer reads one. */
function sortedPicks(kind: AssessmentKind, answers: unknown): unknown {
  const copy = structuredClone(answers) as Record<string, Record<string | number, unknown>>;
  for (const q of formPlan(kind).questions.filter((q) => q.choose === "many")) {
    const [outer, inner] = q.path as [string, string | number];
    const picks = copy[outer]?.[inner];
    if (Array.isArray(picks)) picks.sort();
  }
  return copy;
}

describe("a plain questionnaire form read back into answers", () => {
  it.each(ASSESSMENT_KINDS)("%s: every valid answer set survives the form unchanged and is accepted", (kind) => {
    fc.assert(
      fc.property(validAnswersArb[kind], (answers) => {
        const { answers: read, checked } = post(kind, formEntriesFor(formPlan(kind), answers));
        expect(sortedPicks(kind, read)).toEqual(sortedPicks(kind, answers));
        expect(checked.success).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it("asks each questionnaire's questions in the flow's order, each with a field of its own", () => {
    for (const kind of ASSESSMENT_KINDS) {
      const names = formPlan(kind).questions.map(fieldName);
      expect(new Set(names).size, kind).toBe(names.length);
    }
    expect(formPlan("onboarding").questions.map((q) => q.legend)).toEqual(getOnboardingQuestions().map((q) => q.text));
    expect(formPlan("gad7").questions.map(fieldName)).toEqual(getGad7Items().map((item) => `values.${item.id}`));
  });

  it("reads an onboarding single pick as a list of one, and the multi-choice checkboxes in the content's order", () => {
    const q18 = formPlan("onboarding").questions.find((q) => q.choose === "many")!;
    const [first, second] = q18.options;
    const { answers } = post("onboarding", [
      ["answers.q1", "q1-b"],
      [optionField(q18, second!.value), "on"],
      [optionField(q18, first!.value), "on"],
      [optionField(q18, "not-an-option"), "on"],
    ]);
    expect(answers).toMatchObject({ answers: { q1: ["q1-b"], q18: [first!.value, second!.value] } });
  });

  it("keeps every Prakriti row, an unticked one as an empty list", () => {
    const row = formPlan("prakriti").questions[2]!;
    const { answers } = post("prakriti", [[optionField(row, "k"), "on"]]);
    expect(answers.rows).toHaveLength(PRAKRITI_ROW_COUNT);
    expect((answers.rows as string[][])[2]).toEqual(["k"]);
    expect((answers.rows as string[][])[0]).toEqual([]);
  });

  it("reads a Vikriti row left blank and one answered None of these both as null", () => {
    const { answers, checked } = post("vikriti", [
      ["rows.0", "Pitta"],
      ["rows.1", "none"],
    ]);
    expect(answers.rows).toEqual(["Pitta", ...Array.from({ length: VIKRITI_ROW_COUNT - 1 }, () => null)]);
    expect(checked.success).toBe(true);
  });

  it("reads scale stops as whole numbers, and passes anything else on for the schema to refuse", () => {
    expect(
      post("guna", [
        ["sattva", "8"],
        ["rajas", "0"],
        ["tamas", "10"],
      ]).answers,
    ).toEqual({ sattva: 8, rajas: 0, tamas: 10 });
    const odd = post("guna", [
      ["sattva", "8.5"],
      ["rajas", "eleven"],
      ["tamas", "11"],
    ]);
    expect(odd.answers).toEqual({ sattva: "8.5", rajas: "eleven", tamas: 11 });
    expect(odd.checked.success).toBe(false);
  });
});

describe("a refusal put back onto the form", () => {
  const refusal = (kind: AssessmentKind, entries: readonly (readonly [string, string])[]) => {
    const { form, checked } = post(kind, entries);
    expect(checked.success).toBe(false);
    return formRefusal(formPlan(kind), checked.error!.issues, form);
  };

  it("GAD-7 with one answer missing marks that question only, and keeps nothing from the schema's wording about ids", () => {
    const plan = formPlan("gad7");
    const entries = formEntriesFor(plan, validAnswers().gad7).filter(([name]) => name !== "values.gad7-3");
    const { message, fieldErrors } = refusal("gad7", entries);
    expect(fieldErrors).toEqual({ "values.gad7-3": [NEEDS_AN_ANSWER] });
    expect(message).toBe("Not saved yet: Please look at the question marked below. Your other answers are kept.");
  });

  it("a blank GAD-7 marks all seven questions", () => {
    const { message, fieldErrors } = refusal("gad7", []);
    expect(Object.keys(fieldErrors)).toEqual(getGad7Items().map((item) => `values.${item.id}`));
    expect(message).toContain("Please look at the 7 questions marked below.");
  });

  it("Prakriti with no pick at all says the decision's words in the status line", () => {
    const { message, fieldErrors } = refusal("prakriti", []);
    expect(message).toBe(`Not saved yet: ${PRAKRITI_NEEDS_A_PICK}.`);
    expect(fieldErrors).toEqual({});
  });

  it("a Prakriti row with three picks is marked with the schema's own reason", () => {
    const row = formPlan("prakriti").questions[4]!;
    const { fieldErrors } = refusal(
      "prakriti",
      ["v", "p", "k"].map((code) => [optionField(row, code), "on"] as const),
    );
    expect(fieldErrors).toEqual({ "rows.4": ["At most 2 choices a row"] });
  });

  it("an onboarding option that is not the question's is refused at that question", () => {
    const entries = formEntriesFor(formPlan("onboarding"), validAnswers().onboarding).map(([name, value]): [string, string] =>
      name === "answers.q2" ? [name, "q2-zzz"] : [name, value],
    );
    expect(refusal("onboarding", entries).fieldErrors).toEqual({ "answers.q2": ["Unknown or repeated option in q2"] });
  });
});
