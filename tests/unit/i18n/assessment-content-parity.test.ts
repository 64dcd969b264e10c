/**
 * Every English assessment content module has a Hindi counterpart of the same shape
 * (docs/hindi-assessment-content.md): the same ids, options in the same order with the same
 * weights and scores, and every word a person reads written in Hindi. Walks the two modules side by side, so a field added
 * to the English and forgotten in the Hindi fails here as well as in the type check.
 */
import { describe, expect, it } from "vitest";
import { ASSESSMENT_CONTENT_KINDS, assessmentContent } from "@/content/assessment-by-locale";
import { QUESTIONNAIRE_KINDS, questionnaireContent, questionnaireTagLabel } from "@/content/questionnaires/by-locale";
import {
  AmaSignsSchema,
  GunaSlidersSchema,
  IntrosSchema,
  LifestyleItemsSchema,
  OnboardingQuestionsSchema,
  PlansSchema,
  PrakritiRowsSchema,
  VikritiRowsSchema,
} from "@/lib/content/schemas";
import { DEFAULT_LOCALE, LOCALES, isLocale } from "@/lib/i18n/locales";
import { scoreLifestyle } from "@/lib/scoring/lifestyle";
import * as hiInsightSentences from "@/content/hi/insights-sentences";
import type { Pattern, Pending } from "@/lib/insights/patterns";
import { patternSentence, pendingSentence, practiceWords } from "@/lib/insights/words";
import { DEVANAGARI, englishLeft, expectHindi, problemsOf } from "./content-parity-support";

describe("the selectors", () => {
  it("give every locale every module, and English by default", () => {
    expect(isLocale(DEFAULT_LOCALE)).toBe(true);
    expect(isLocale("fr")).toBe(false);
    expect(questionnaireContent("prakriti", DEFAULT_LOCALE).PRAKRITI_ROWS[0]?.prompt).toBe("Body frame");
    for (const locale of LOCALES) {
      for (const kind of QUESTIONNAIRE_KINDS) expect(Object.keys(questionnaireContent(kind, locale)).length, `${kind} ${locale}`).toBeGreaterThan(0);
      for (const kind of ASSESSMENT_CONTENT_KINDS) expect(Object.keys(assessmentContent(kind, locale)).length, `${kind} ${locale}`).toBeGreaterThan(0);
    }
    expect(questionnaireContent("prakriti", "hi").PRAKRITI_ROWS[0]?.prompt).toBe("शरीर की बनावट");
  });
});

describe("the Hindi questionnaires", () => {
  it.each(QUESTIONNAIRE_KINDS.filter((kind) => kind !== "gad7"))("%s: same ids, options, weights and order, every word in Hindi", (kind) => {
    expect(problemsOf(questionnaireContent(kind, "en"), questionnaireContent(kind, "hi"), kind)).toEqual([]);
  });

  it("keeps GAD-7 exactly as published, with one Hindi line saying why", () => {
    const en = questionnaireContent("gad7", "en");
    const hi = questionnaireContent("gad7", "hi");
    expect(hi.GAD7_STEM).toBe(en.GAD7_STEM);
    expect(hi.GAD7_ITEMS).toEqual(en.GAD7_ITEMS);
    expect(hi.GAD7_ANSWERS).toEqual(en.GAD7_ANSWERS);
    expect(hi.GAD7_KEPT_IN_ENGLISH).toMatch(DEVANAGARI);
    expect(englishLeft(hi.GAD7_KEPT_IN_ENGLISH)).toBeNull();
  });

  it("passes the same content schemas as the English", () => {
    const hi = <K extends (typeof QUESTIONNAIRE_KINDS)[number]>(kind: K) => questionnaireContent(kind, "hi");
    expect(OnboardingQuestionsSchema.safeParse(hi("onboarding").ONBOARDING_QUESTIONS).success).toBe(true);
    expect(PrakritiRowsSchema.safeParse(hi("prakriti").PRAKRITI_ROWS).success).toBe(true);
    expect(VikritiRowsSchema.safeParse(hi("vikriti").VIKRITI_ROWS).success).toBe(true);
    expect(AmaSignsSchema.safeParse(hi("ama").AMA_SIGNS).success).toBe(true);
    expect(LifestyleItemsSchema.safeParse(hi("lifestyle").LIFESTYLE_ITEMS).success).toBe(true);
    expect(GunaSlidersSchema.safeParse(hi("guna").GUNA_SLIDERS).success).toBe(true);
  });

  it("scores the same answers the same in either locale", () => {
    const answers = (locale: "en" | "hi") =>
      questionnaireContent("lifestyle", locale).LIFESTYLE_ITEMS.map((item, index) => ({ domain: item.domain, weights: item.weights, value: index % 5 }));
    expect(scoreLifestyle(answers("hi"))).toEqual(scoreLifestyle(answers("en")));
  });

  it("names every dhatu and life area in Hindi, and leaves English tags as they are", () => {
    const tags = [
      ...questionnaireContent("ama", "en").AMA_SIGNS.map((sign) => sign.dhatu),
      ...questionnaireContent("lifestyle", "en").LIFESTYLE_ITEMS.map((item) => item.domain),
    ];
    for (const tag of new Set(tags)) {
      expect(questionnaireTagLabel(tag, "en")).toBe(tag);
      const hindi = questionnaireTagLabel(tag, "hi");
      expect(hindi, tag).toMatch(DEVANAGARI);
      expect(englishLeft(hindi), tag).toBeNull();
    }
  });
});

describe("the Hindi intros, visitor questions, report, plans, journey and insights", () => {
  it.each(ASSESSMENT_CONTENT_KINDS)("%s: same ids, links and order, every word in Hindi", (kind) => {
    expect(problemsOf(assessmentContent(kind, "en"), assessmentContent(kind, "hi"), kind)).toEqual([]);
  });

  it("passes the intro and plan schemas as the English does", () => {
    expect(IntrosSchema.safeParse(assessmentContent("intros", "hi").INTROS).success).toBe(true);
    expect(PlansSchema.safeParse(assessmentContent("plans", "hi").PLANS).success).toBe(true);
  });

  it("lists the same help numbers with every GAD-7 result", () => {
    const numbers = (lines: readonly string[]) => lines.join(" ").match(/\d[\d -]*\d/g);
    expect(numbers(assessmentContent("reportMeanings", "hi").GAD7_HELP)).toEqual(numbers(assessmentContent("reportMeanings", "en").GAD7_HELP));
  });
});

/** A Hindi sentence: Devanagari, and no English left outside the allow-list. */
describe("the Hindi Insights sentences", () => {
  const habitsEn = new Map([["warm-sips", "Warm sips"]]);
  const habitsHi = new Map([["warm-sips", "गुनगुने घूँट"]]);
  const practices = ["journal", "skill", "element:agni", "habit:warm-sips"] as const;
  const numbers = (text: string) => (text.match(/\d+(\.\d)?/g) ?? []).sort();

  it("says each pattern in Hindi with the same figures and day counts as the English", () => {
    const sizes = [
      { size: "a little", difference: 0.4 },
      { size: "clearly", difference: -0.9 },
      { size: "about the same", difference: 0.05 },
    ] as const;
    for (const practice of practices) {
      for (const timing of ["day", "evening"] as const) {
        for (const { size, difference } of sizes) {
          const p: Pattern = {
            practice,
            timing,
            measure: "calm",
            with: { days: 9, mean: 4.12 },
            without: { days: 1, mean: 3.5 },
            difference,
            size,
            strength: 1,
          };
          const hindi = hiInsightSentences.patternSentence(p, habitsHi);
          expectHindi(hindi, `${practice} ${timing} ${size}`);
          expect(numbers(hindi)).toEqual(numbers(patternSentence(p, habitsEn)));
        }
      }
    }
    const higher: Pattern = {
      practice: "journal",
      timing: "day",
      measure: "ease",
      with: { days: 8, mean: 4 },
      without: { days: 9, mean: 3 },
      difference: 1,
      size: "clearly",
      strength: 2,
    };
    expect(hiInsightSentences.patternSentence(higher, habitsHi)).toContain("साफ़ तौर पर ज़्यादा");
    expect(hiInsightSentences.patternSentence({ ...higher, difference: -1 }, habitsHi)).toContain("साफ़ तौर पर कम");
  });

  it("says what each comparison still waits for in Hindi, with the same numbers", () => {
    const cases: Pick<Pending, "moreWith" | "moreWithout">[] = [
      { moreWith: 4, moreWithout: 2 },
      { moreWith: 1, moreWithout: 0 },
      { moreWith: 0, moreWithout: 3 },
    ];
    for (const practice of practices) {
      for (const timing of ["day", "evening"] as const) {
        for (const more of cases) {
          const p: Pending = { practice, timing, withDays: 3, withoutDays: 5, ...more };
          const hindi = hiInsightSentences.pendingSentence(p, habitsHi);
          expectHindi(hindi, `${practice} ${timing}`);
          expect(numbers(hindi)).toEqual(numbers(pendingSentence(p, habitsEn)));
        }
      }
    }
  });

  it("names practices in Hindi with the English links", () => {
    for (const practice of practices) {
      const [en, hi] = [practiceWords(practice, habitsEn), hiInsightSentences.practiceWords(practice, habitsHi)];
      expect(hi.href).toBe(en.href);
      for (const field of ["name", "phrase", "invitation"] as const) expectHindi(hi[field], `${practice}.${field}`);
    }
  });
});

describe("the parity check itself", () => {
  it("catches a changed weight, a missing option, an empty text and English left in Hindi", () => {
    const en = { options: [{ id: "a", label: "Slow", weight: 1 }], note: "Calm", say: (n: number) => `${n} days` };
    const problems = (hi: object) => problemsOf(en, hi, "x");
    expect(problems({ options: [{ id: "a", label: "धीमा", weight: 1 }], note: "शांत", say: (n: number) => `${n} दिन` })).toEqual([]);
    expect(problems({ options: [{ id: "a", label: "धीमा", weight: 2 }], note: "शांत", say: (n: number) => `${n} दिन` })).toHaveLength(1);
    expect(problems({ options: [], note: "शांत", say: (n: number) => `${n} दिन` })).toHaveLength(1);
    expect(problems({ options: [{ id: "a", label: " ", weight: 1 }], note: "शांत", say: (n: number) => `${n} दिन` })).toHaveLength(1);
    expect(problems({ options: [{ id: "a", label: "धीमा", weight: 1 }], note: "शांत, calm down", say: (n: number) => `${n} दिन` })).toHaveLength(1);
    expect(problems({ options: [{ id: "a", label: "धीमा", weight: 1 }], note: "शांत", say: (n: number) => `${n} days` }).length).toBeGreaterThan(0);
    expect(problems({ options: [{ id: "a", label: "धीमा", weight: 1 }], note: "वात (Vata) और पित्त (Pitta)", say: (n: number) => `${n} दिन` })).toEqual([]);
    expect(problems({ options: [{ id: "a", label: "धीमा", weight: 1 }], note: "शांत (Vata is air)", say: (n: number) => `${n} दिन` })).toHaveLength(1);
    expect(problems({ options: [{ id: "a", label: "धीमा", weight: 1 }], note: "शांत" })).toHaveLength(1);
  });
});
