import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { assessmentSubmissions } from "@/db/schema";
import { NEXT_AFTER, ASSESSMENT_TITLES, startPath } from "@/lib/assessments/flow";
import { ASSESSMENT_KINDS, INSTRUMENTS, isAssessmentKind, scoreWith } from "@/lib/assessments/instruments";
import { OVERVIEW_KINDS } from "@/lib/assessments/overview";
import { resultMeaning, summarizeResult } from "@/lib/assessments/summary";
import { getIntro } from "@/lib/content";
import { answerSchemas } from "@/lib/validations/assessments";
import { validAnswers } from "../../support/valid-answers";

const VALID_ANSWERS = validAnswers();

describe("the instrument registry", () => {
  it("holds exactly one instrument per kind, each under its own kind", () => {
    expect(Object.keys(INSTRUMENTS)).toEqual([...ASSESSMENT_KINDS]);
    for (const kind of ASSESSMENT_KINDS) {
      expect(INSTRUMENTS[kind].kind).toBe(kind);
      expect(INSTRUMENTS[kind].introKey).toBe(kind);
    }
  });

  it("is where the lists and maps come from", () => {
    expect(OVERVIEW_KINDS).toEqual(ASSESSMENT_KINDS);
    for (const kind of ASSESSMENT_KINDS) {
      expect(NEXT_AFTER[kind]).toBe(INSTRUMENTS[kind].next);
      expect(ASSESSMENT_TITLES[kind]).toBe(INSTRUMENTS[kind].title);
      expect(startPath(kind)).toBe(INSTRUMENTS[kind].startPath);
      expect(answerSchemas[kind]).toBe(INSTRUMENTS[kind].answers);
      expect(getIntro(INSTRUMENTS[kind].introKey).type).toBe(kind);
    }
    expect(isAssessmentKind("life")).toBe(true);
    expect(isAssessmentKind("lifestyle")).toBe(false);
  });

  it("keeps the chain of docs/decisions/0000-the-original-app.md §4", () => {
    expect(NEXT_AFTER).toEqual({
      onboarding: "/report",
      prakriti: "/intro/vikriti",
      vikriti: "/questions/ama",
      ama: "/intro/guna",
      guna: "/intro/gad7",
      gad7: "/intro/life",
      life: "/report",
    });
  });

  it("gives the database's check on kinds the same list", () => {
    const checks = getTableConfig(assessmentSubmissions).checks.map((c) => JSON.stringify(c.value));
    const expected = `kind in (${ASSESSMENT_KINDS.map((k) => `'${k}'`).join(", ")})`;
    expect(checks.some((c) => c.includes(expected))).toBe(true);
  });

  it.each(ASSESSMENT_KINDS)("%s: valid answers parse, score and summarise", (kind) => {
    const answers = INSTRUMENTS[kind].answers.parse(VALID_ANSWERS[kind]);
    const result = scoreWith(kind, answers as never);
    const summary = summarizeResult(kind, result);
    expect(summary).not.toBe("—");
    expect(summary.length).toBeGreaterThan(0);
  });

  it("reads every result but the body type as text, with a fallback for a shape it cannot read", () => {
    for (const kind of ASSESSMENT_KINDS) {
      const { reads } = INSTRUMENTS[kind];
      if (kind === "onboarding") {
        expect(reads).toBeNull();
        continue;
      }
      expect(reads).not.toBeNull();
      expect(resultMeaning(kind, { nonsense: true })!.paragraphs).toEqual([reads!.about()]);
      const result = scoreWith(kind, INSTRUMENTS[kind].answers.parse(VALID_ANSWERS[kind]) as never);
      const meaning = resultMeaning(kind, result)!;
      expect(meaning.paragraphs.length + meaning.details.length).toBeGreaterThan(0);
    }
  });
});
