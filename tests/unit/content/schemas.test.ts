import { describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { AMA_SIGNS } from "@/content/questionnaires/ama";
import { GAD7_ITEMS } from "@/content/questionnaires/gad7";
import { GUNA_SLIDERS } from "@/content/questionnaires/guna";
import { LIFESTYLE_ITEMS } from "@/content/questionnaires/lifestyle";
import { ONBOARDING_QUESTIONS, ONBOARDING_SECTIONS } from "@/content/questionnaires/onboarding";
import { PRAKRITI_ROWS } from "@/content/questionnaires/prakriti";
import { VIKRITI_ROWS } from "@/content/questionnaires/vikriti";
import { INTROS } from "@/content/intros";
import { PLANS } from "@/content/plans";
import { REPORT_MEANINGS } from "@/content/report-meanings";
import { ContentValidationError, createContentLoader } from "@/lib/content";
import {
  AmaSignsSchema,
  Gad7ItemsSchema,
  GunaSlidersSchema,
  IntrosSchema,
  LifestyleItemsSchema,
  OnboardingQuestionsSchema,
  OnboardingSectionsSchema,
  PlansSchema,
  PrakritiRowsSchema,
  ReportMeaningsSchema,
  VikritiRowsSchema,
} from "@/lib/content/schemas";

/** A deep, mutable copy of content to break on purpose. */
function copy<T>(value: T): T {
  return structuredClone(value);
}

function at<T>(items: T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

function messages(schema: z.ZodType, data: unknown): string {
  const result = schema.safeParse(data);
  return result.success ? "" : z.prettifyError(result.error);
}

describe("the real content passes its schemas", () => {
  it.each([
    ["onboarding questions", OnboardingQuestionsSchema, ONBOARDING_QUESTIONS],
    ["onboarding sections", OnboardingSectionsSchema, ONBOARDING_SECTIONS],
    ["prakriti", PrakritiRowsSchema, PRAKRITI_ROWS],
    ["vikriti", VikritiRowsSchema, VIKRITI_ROWS],
    ["ama", AmaSignsSchema, AMA_SIGNS],
    ["lifestyle", LifestyleItemsSchema, LIFESTYLE_ITEMS],
    ["guna", GunaSlidersSchema, GUNA_SLIDERS],
    ["gad7", Gad7ItemsSchema, GAD7_ITEMS],
    ["intros", IntrosSchema, INTROS],
    ["plans", PlansSchema, PLANS],
    ["report meanings", ReportMeaningsSchema, REPORT_MEANINGS],
  ] as const)("%s", (_name, schema, data) => {
    expect(messages(schema, data)).toBe("");
  });
});

describe("onboarding schemas reject broken copies", () => {
  it("rejects 17 questions", () => {
    expect(messages(OnboardingQuestionsSchema, copy(ONBOARDING_QUESTIONS).slice(0, 17))).toMatch(/exactly 18/);
  });

  it("rejects a wrong weight", () => {
    const broken = copy(ONBOARDING_QUESTIONS);
    at(at(broken, 4).options, 1).weight = 5; // q5 must weigh 7.5
    expect(messages(OnboardingQuestionsSchema, broken)).toMatch(/q5 options must weigh 7.5/);
  });

  it("rejects mixed weights within a question", () => {
    const broken = copy(ONBOARDING_QUESTIONS);
    at(at(broken, 0).options, 2).weight = 2;
    expect(messages(OnboardingQuestionsSchema, broken)).toMatch(/q1 options must weigh 1/);
  });

  it("rejects a second multi question and a single q18", () => {
    const twoMulti = copy(ONBOARDING_QUESTIONS);
    at(twoMulti, 2).type = "multi";
    expect(messages(OnboardingQuestionsSchema, twoMulti)).toMatch(/q3 must be single choice/);
    const singleQ18 = copy(ONBOARDING_QUESTIONS);
    at(singleQ18, 17).type = "single";
    expect(messages(OnboardingQuestionsSchema, singleQ18)).toMatch(/q18 must be multi choice/);
  });

  it("rejects a question missing a dosha", () => {
    const broken = copy(ONBOARDING_QUESTIONS);
    at(at(broken, 6).options, 2).dosha = "v";
    expect(messages(OnboardingQuestionsSchema, broken)).toMatch(/q7 needs at least one "k" option/);
  });

  it("rejects duplicate option ids and question ids", () => {
    const dupOption = copy(ONBOARDING_QUESTIONS);
    at(at(dupOption, 3).options, 1).id = "q4-a";
    expect(messages(OnboardingQuestionsSchema, dupOption)).toMatch(/duplicate option id "q4-a"/);
    const dupQuestion = copy(ONBOARDING_QUESTIONS);
    at(dupQuestion, 9).id = "q9";
    expect(messages(OnboardingQuestionsSchema, dupQuestion)).toMatch(/question 10 must have id q10/);
  });

  it("rejects Digestion & Sleep questions outside section 4 and out-of-order sections", () => {
    const moved = copy(ONBOARDING_QUESTIONS);
    at(moved, 14).section = 3;
    expect(messages(OnboardingQuestionsSchema, moved)).toMatch(/section 4 \(Digestion & Sleep\) must hold exactly q15..q18/);
    const unordered = copy(ONBOARDING_QUESTIONS);
    at(unordered, 1).section = 2;
    expect(messages(OnboardingQuestionsSchema, unordered)).toMatch(/ordered by section/);
  });

  it("rejects a section with the wrong title or a missing section", () => {
    const renamed = copy(ONBOARDING_SECTIONS);
    at(renamed, 3).title = "Digestion and Sleep";
    expect(messages(OnboardingSectionsSchema, renamed)).toMatch(/must be titled "Digestion & Sleep"/);
    expect(messages(OnboardingSectionsSchema, copy(ONBOARDING_SECTIONS).slice(0, 3))).toMatch(/exactly 4/);
  });
});

describe("questionnaire schemas reject broken copies", () => {
  it("rejects a prakriti row with 2 options, options out of order, or 13 rows", () => {
    const twoOptions = copy(PRAKRITI_ROWS) as unknown as { options: unknown[] }[];
    at(twoOptions, 0).options.pop();
    expect(messages(PrakritiRowsSchema, twoOptions)).not.toBe("");
    const swapped = copy(PRAKRITI_ROWS);
    const row = at(swapped, 5);
    row.options = [row.options[1], row.options[0], row.options[2]] as unknown as typeof row.options;
    expect(messages(PrakritiRowsSchema, swapped)).not.toBe("");
    expect(messages(PrakritiRowsSchema, copy(PRAKRITI_ROWS).slice(1))).toMatch(/exactly 14/);
  });

  it("rejects duplicate prakriti row ids", () => {
    const broken = copy(PRAKRITI_ROWS);
    at(broken, 1).id = at(broken, 0).id;
    expect(messages(PrakritiRowsSchema, broken)).toMatch(/duplicate row id/);
  });

  it("rejects 11 vikriti rows and a row missing Kapha", () => {
    expect(messages(VikritiRowsSchema, copy(VIKRITI_ROWS).slice(1))).toMatch(/exactly 12/);
    const broken = copy(VIKRITI_ROWS) as unknown as { options: Record<string, string> }[];
    delete at(broken, 0).options.Kapha;
    expect(messages(VikritiRowsSchema, broken)).toMatch(/Kapha/);
  });

  it("rejects 16 ama signs, an unknown dhatu and a dhatu with a single sign", () => {
    expect(messages(AmaSignsSchema, copy(AMA_SIGNS).slice(1))).toMatch(/exactly 17/);
    const unknown = copy(AMA_SIGNS) as unknown as { dhatu: string }[];
    at(unknown, 0).dhatu = "Ojas";
    expect(messages(AmaSignsSchema, unknown)).not.toBe("");
    const thin = copy(AMA_SIGNS);
    const majja = thin.findIndex((s) => s.dhatu === "Majja");
    at(thin, majja).dhatu = "Rasa";
    expect(messages(AmaSignsSchema, thin)).toMatch(/Majja needs at least 2 signs \(has 1\)/);
  });

  it("rejects lifestyle weights that cannot reach the Severe band, negative weights and 13 items", () => {
    const low = copy(LIFESTYLE_ITEMS);
    for (const item of low) item.weights = [item.weights[0], item.weights[1], Math.min(item.weights[2], 1)];
    expect(messages(LifestyleItemsSchema, low)).toMatch(/Kapha weights add up to \d+(\.\d+)?; they must reach 20/);
    const negative = copy(LIFESTYLE_ITEMS);
    at(negative, 0).weights = [-1, 1, 0];
    expect(messages(LifestyleItemsSchema, negative)).not.toBe("");
    expect(messages(LifestyleItemsSchema, copy(LIFESTYLE_ITEMS).slice(1))).toMatch(/exactly 14/);
  });

  it("rejects guna sliders out of order or missing", () => {
    expect(messages(GunaSlidersSchema, copy(GUNA_SLIDERS).reverse())).toMatch(/slider 1 must be sattva/);
    expect(messages(GunaSlidersSchema, copy(GUNA_SLIDERS).slice(0, 2))).toMatch(/exactly 3/);
  });

  it("rejects 6 GAD-7 items and duplicate ids", () => {
    expect(messages(Gad7ItemsSchema, copy(GAD7_ITEMS).slice(1))).toMatch(/exactly 7/);
    const dup = copy(GAD7_ITEMS);
    at(dup, 6).id = "gad7-1";
    expect(messages(Gad7ItemsSchema, dup)).toMatch(/duplicate item id "gad7-1"/);
  });
});

describe("page-copy schemas reject broken copies", () => {
  it("rejects an intro pointing at another questions route or a missing type", () => {
    const wrongPath = copy(INTROS);
    wrongPath.gad7.questionsPath = "/questions/guna";
    expect(messages(IntrosSchema, wrongPath)).toMatch(/must be \/questions\/gad7/);
    const missing = copy(INTROS) as Partial<typeof INTROS>;
    delete missing.life;
    expect(messages(IntrosSchema, missing)).not.toBe("");
  });

  it("rejects a plan with 4 suggestions", () => {
    const short = copy(PLANS);
    short.sleep.V.items = short.sleep.V.items.slice(0, 4);
    expect(messages(PlansSchema, short)).toMatch(/sleep\.V\.items/);
  });

  it("rejects a moderate GAD-7 meaning that would not suggest a professional", () => {
    const broken = copy(REPORT_MEANINGS) as unknown as { gad7: { severities: { moderate: { suggestProfessional: boolean } } } };
    broken.gad7.severities.moderate.suggestProfessional = false;
    expect(messages(ReportMeaningsSchema, broken)).toMatch(/suggestProfessional/);
  });
});

describe("createContentLoader", () => {
  it("throws a ContentValidationError naming the content file", () => {
    const load = createContentLoader("content/questionnaires/broken.ts", OnboardingQuestionsSchema, ONBOARDING_QUESTIONS.slice(0, 17));
    expect(load).toThrow(ContentValidationError);
    expect(load).toThrow(/Invalid content in content\/questionnaires\/broken\.ts/);
    expect(load).toThrow(/exactly 18/);
  });

  it("validates on the first call only and then serves the cached, frozen value", () => {
    const schema = z.array(z.strictObject({ id: z.string() }));
    const spy = vi.spyOn(schema, "safeParse");
    const load = createContentLoader("content/test.ts", schema, [{ id: "a" }]);
    expect(spy).not.toHaveBeenCalled();
    const first = load();
    const second = load();
    expect(first).toEqual([{ id: "a" }]);
    expect(second).toBe(first);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[0])).toBe(true);
  });
});
