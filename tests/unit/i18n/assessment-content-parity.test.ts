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
import { describeBodyType, describePrakriti, describeVikriti } from "@/lib/content/meanings";
import { ELEMENT_INFO, MOOD_ELEMENTS } from "@/lib/mood/elements";
import { DAILY_QUOTES } from "@/lib/mood/quotes";
import { constitutionLabel } from "@/lib/scoring/dosha-result";
import { AMA_LEVELS, BODY_TYPE_CODES, DOSHA_ORDER, DOSHA_NAMES, GUNA_BANDS, GUNAS, type DoshaCode } from "@/lib/scoring/doshas";
import { DEFAULT_LOCALE, LOCALES, isLocale } from "@/lib/i18n/locales";
import { scoreLifestyle } from "@/lib/scoring/lifestyle";
import type { VikritiLeaning } from "@/lib/scoring/types";
import { vikritiLabel } from "@/lib/scoring/vikriti";
import { DAILY_QUOTES as HI_DAILY_QUOTES } from "@/content/hi/daily-quotes";
import * as hiDoshaWords from "@/content/hi/dosha-words";
import { ELEMENT_INFO as HI_ELEMENT_INFO } from "@/content/hi/mood-elements";
import * as hiInsightSentences from "@/content/hi/insights-sentences";
import * as hiBodyType from "@/content/hi/body-type-words";
import * as hiInstruments from "@/content/hi/instrument-words";
import { ASSESSMENT_KINDS, INSTRUMENTS, parseStoredResult, type AssessmentKind } from "@/lib/assessments/instruments";
import * as hiSentences from "@/content/hi/report-sentences";
import { bodyTypeLabel, describeCloseCall } from "@/lib/assessments/body-type";
import type { CloseCallHit } from "@/lib/scoring/types";
import { WHY_WORDS as HINDI_WHY } from "@/content/hi/suggestion-why";
import * as hiTwoEstimates from "@/content/hi/two-estimates";
import { describeTwoEstimates } from "@/lib/assessments/two-estimates";
import type { SuggestionReason } from "@/lib/suggestions/rule";
import { MOOD_SIGNS, SUGGESTION_AREAS } from "@/lib/suggestions/vocabulary";
import { variantLine, whyLine } from "@/lib/suggestions/why";
import type { Pattern, Pending } from "@/lib/insights/patterns";
import { patternSentence, pendingSentence, practiceWords } from "@/lib/insights/words";

/** Fields that are data, not words: they must be identical in every locale. */
const DATA_KEYS = new Set([
  "id",
  "value",
  "dosha",
  "weight",
  "weights",
  "multiplier",
  "exclusive",
  "section",
  "type",
  "dhatu",
  "domain",
  "habit",
  "href",
  "questionsPath",
  "emoji",
]);

const DEVANAGARI = /[\u0900-\u097F]/;
/**
 * Latin text a Hindi sentence may hold: the help directory's address, GAD-7's name, body-type codes
 * (V, PV, VPK), and an Ayurvedic term's English spelling in brackets right after its Hindi form
 * ("वात (Vata)"), for a reader who first met the word in English.
 */
const ALLOWED_LATIN = [
  /findahelpline\.com/g,
  /GAD-7/g,
  /\b[VPK]{1,3}\b/g,
  /(?<=[\u0900-\u097F] )\((Vata|Pitta|Kapha|Sattva|Rajas|Tamas|Ama|Dhatus|Prakriti|Vikriti)\)/g,
];

function englishLeft(text: string): string | null {
  const rest = ALLOWED_LATIN.reduce((s, pattern) => s.replace(pattern, " "), text);
  return /[A-Za-z]/.test(rest) ? rest : null;
}

/** Arguments for the wording functions: Hindi names, so English in the output can only come from the template. */
const SAMPLE_ARGS: readonly unknown[][] = [["अग्नि"], [0], [1], [3], [4.2], [2.5], [0, 0], [1, 0], [0, 1], [2, 3]];

type Problem = string;

function compare(en: unknown, hi: unknown, path: string, problems: Problem[], key = ""): void {
  if (DATA_KEYS.has(key) || typeof en === "number" || typeof en === "boolean" || en === null || en === undefined) {
    if (JSON.stringify(en) !== JSON.stringify(hi)) problems.push(`${path}: data differs (${JSON.stringify(en)} vs ${JSON.stringify(hi)})`);
    return;
  }
  if (typeof en === "string") {
    if (typeof hi !== "string") return void problems.push(`${path}: not a string in Hindi`);
    if (hi.trim() === "") problems.push(`${path}: empty`);
    else if (!DEVANAGARI.test(hi)) problems.push(`${path}: no Devanagari in "${hi}"`);
    const left = englishLeft(hi);
    if (left) problems.push(`${path}: English left in "${hi}"`);
    return;
  }
  if (typeof en === "function") {
    if (typeof hi !== "function") return void problems.push(`${path}: not a function in Hindi`);
    const arity = (en as (...a: unknown[]) => unknown).length;
    for (const args of SAMPLE_ARGS.filter((a) => a.length === arity)) {
      const out = (hi as (...a: unknown[]) => unknown)(...args);
      const expected = (en as (...a: unknown[]) => unknown)(...args);
      if (expected === null) {
        if (out !== null) problems.push(`${path}(${args.join(", ")}): should be null like the English`);
      } else compare(expected, out, `${path}(${args.join(", ")})`, problems);
    }
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(hi) || hi.length !== en.length)
      return void problems.push(`${path}: ${en.length} entries in English, ${Array.isArray(hi) ? hi.length : "none"} in Hindi`);
    en.forEach((item, index) => compare(item, hi[index], `${path}[${index}]`, problems));
    return;
  }
  if (typeof en === "object") {
    if (typeof hi !== "object" || hi === null) return void problems.push(`${path}: not an object in Hindi`);
    const enKeys = Object.keys(en).sort();
    const hiKeys = Object.keys(hi).sort();
    if (JSON.stringify(enKeys) !== JSON.stringify(hiKeys)) problems.push(`${path}: keys ${enKeys.join(",")} vs ${hiKeys.join(",")}`);
    for (const k of enKeys) compare((en as Record<string, unknown>)[k], (hi as Record<string, unknown>)[k], `${path}.${k}`, problems, k);
  }
}

function problemsOf(en: object, hi: object, name: string, except: readonly string[] = []): Problem[] {
  const problems: Problem[] = [];
  const enExports = Object.keys(en).filter((k) => !except.includes(k));
  for (const exported of enExports) {
    if (!(exported in hi)) problems.push(`${name}.${exported}: missing in Hindi`);
    else compare((en as Record<string, unknown>)[exported], (hi as Record<string, unknown>)[exported], `${name}.${exported}`, problems);
  }
  return problems;
}

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
function expectHindi(text: string | null, label: string) {
  expect(text, label).toMatch(DEVANAGARI);
  expect(englishLeft(text ?? ""), label).toBeNull();
}

describe("the Hindi dosha words, elements, quotes and report sentences", () => {
  it("names the doshas and gunas in their own forms", () => {
    expect(DOSHA_ORDER.map((d) => hiDoshaWords.DOSHA_NAMES[d])).toEqual(["वात", "पित्त", "कफ"]);
    expect(GUNAS.map((g) => hiDoshaWords.GUNA_NAMES[g])).toEqual(["सत्त्व", "रजस्", "तमस्"]);
    GUNA_BANDS.forEach((band) => expectHindi(hiDoshaWords.GUNA_BAND_WORDS[band], band));
    AMA_LEVELS.forEach((level) => expectHindi(hiDoshaWords.AMA_LEVEL_WORDS[level], level));
    expect(new Set(GUNA_BANDS.map((band) => hiDoshaWords.GUNA_BAND_WORDS[band])).size).toBe(GUNA_BANDS.length);
  });

  it("labels every constitution code in Hindi, each differently, as the English does", () => {
    const labels = BODY_TYPE_CODES.map((code) => hiDoshaWords.constitutionLabel(code));
    labels.forEach((label, index) => expectHindi(label, BODY_TYPE_CODES[index]!));
    expect(new Set(labels).size).toBe(new Set(BODY_TYPE_CODES.map(constitutionLabel)).size);
    expect(hiDoshaWords.constitutionLabel("KV")).toBe("कफ + वात");
  });

  const LEANINGS: VikritiLeaning[] = [
    { high: ["V"], leaning: "V" },
    { high: ["P", "K"], leaning: "P" },
    { high: ["V", "P", "K"], leaning: "V" },
    { high: [], leaning: "K" },
    { high: [], leaning: null },
  ];

  it("labels and describes every Vikriti leaning in Hindi, naming the same doshas", () => {
    for (const leaning of LEANINGS) {
      const label = hiDoshaWords.vikritiLabel(leaning);
      expectHindi(label, vikritiLabel(leaning));
      expect(label.split("-")).toHaveLength(vikritiLabel(leaning).split("-").length);
      const sentence = hiSentences.describeVikriti(leaning);
      expectHindi(sentence, describeVikriti(leaning));
      for (const code of leaning.high) expect(sentence).toContain(hiDoshaWords.doshaNameOfCode(code));
    }
    expect(hiSentences.describeVikriti({ high: ["P"], leaning: "P" })).toContain("बढ़ा हुआ रहा है");
    expect(hiSentences.describeVikriti({ high: ["P", "V"], leaning: "P" })).toContain("पित्त और वात बढ़े हुए रहे हैं");
  });

  it("describes every body-type and Prakriti code in Hindi where the English does, leading dosha first", () => {
    for (const code of BODY_TYPE_CODES) {
      expectHindi(hiSentences.describeBodyType(code), code);
      expectHindi(hiSentences.describePrakriti(code), code);
      expect(describeBodyType(code), code).not.toBeNull();
      if (code.length === 2) {
        const [first, second] = [...code].map((l) => hiDoshaWords.doshaNameOfCode(l as DoshaCode));
        const sentence = hiSentences.describePrakriti(code);
        expect(sentence.indexOf(first!), code).toBeLessThan(sentence.indexOf(second!));
        expect(describePrakriti(code)).toContain(DOSHA_NAMES[[...code.toLowerCase()][0] as "v" | "p" | "k"]);
      }
    }
    expect(hiSentences.describeBodyType("nonsense")).toBeNull();
    expect(describeBodyType("nonsense")).toBeNull();
  });

  it("gives the five elements Hindi words and keeps their names and colours", () => {
    for (const name of MOOD_ELEMENTS) {
      const [en, hi] = [ELEMENT_INFO[name], HI_ELEMENT_INFO[name]];
      expect({ name: hi.name, color: hi.color, ink: hi.ink }).toEqual({ name: en.name, color: en.color, ink: en.ink });
      for (const field of ["label", "quality", "message"] as const) expectHindi(hi[field], `${name}.${field}`);
    }
    expect(MOOD_ELEMENTS.map((name) => HI_ELEMENT_INFO[name].label)).toEqual(["आकाश", "अग्नि", "पृथ्वी", "जल", "वायु"]);
  });

  it("has a Hindi line for each daily quote", () => {
    expect(HI_DAILY_QUOTES).toHaveLength(DAILY_QUOTES.length);
    HI_DAILY_QUOTES.forEach((quote) => expectHindi(quote, quote));
    expect(new Set(HI_DAILY_QUOTES).size).toBe(HI_DAILY_QUOTES.length);
  });
});

describe("the Hindi report note and suggestion lines", () => {
  it("relates every pair of estimates as the English does, line for line, in Hindi", () => {
    for (const bodyType of BODY_TYPE_CODES) {
      for (const prakriti of BODY_TYPE_CODES) {
        const [en, hi] = [describeTwoEstimates(bodyType, prakriti), hiTwoEstimates.describeTwoEstimates(bodyType, prakriti)];
        expect(hi.relation).toBe(en.relation);
        expect(hi.lines).toHaveLength(en.lines.length);
        [...hi.lines, hi.bodyType, hi.prakriti].forEach((line) => expectHindi(line, `${bodyType}/${prakriti}`));
        expect(hi.lines[0]).toContain(bodyType);
        expect(hi.lines[1]).toContain(prakriti);
      }
    }
  });

  it("reads a body type's support tag and close call in Hindi, with the English figures", () => {
    expect(hiBodyType.bodyTypeLabel({ code: "PV", support: "K" })).toBe("PV · K सहायक");
    expect(hiBodyType.bodyTypeLabel({ code: "PV", support: null })).toBe(bodyTypeLabel({ code: "PV", support: null }));
    const hits: CloseCallHit[] = [
      { rule: "tri-spread", value: 9.5, threshold: 10, holds: true },
      { rule: "single-top", value: 58.2, threshold: 60, holds: true },
      { rule: "single-lead", value: 1, threshold: 10, holds: true },
      { rule: "dual-gap", value: 1, threshold: 10, holds: true },
      { rule: "dual-sum", value: 78, threshold: 80, holds: true },
      { rule: "dual-order", value: 0, threshold: 2, holds: true },
      { rule: "dual-order", value: 1.5, threshold: 2, holds: true },
      { rule: "support", value: 19.4, threshold: 20, holds: true },
    ];
    const numbers = (text: string) => (text.match(/\d+(\.\d)?/g) ?? []).sort();
    const [en, hi] = [describeCloseCall({ isClose: true, hits }), hiBodyType.describeCloseCall({ isClose: true, hits })];
    expect(hi).toHaveLength(en.length);
    hi.forEach((line, index) => {
      expectHindi(line, en[index]!);
      expect(numbers(line)).toEqual(numbers(en[index]!));
    });
    expect(hiBodyType.describeCloseCall({ isClose: false, hits: [] })).toEqual([]);
  });

  it("says why a practice is suggested in Hindi for every reason", () => {
    const codes: DoshaCode[] = ["V", "P", "K"];
    const reasons: SuggestionReason[] = [
      ...MOOD_SIGNS.map((sign) => ({ kind: "mood", sign }) as const),
      ...codes.map((dosha) => ({ kind: "imbalance", dosha }) as const),
      ...(["balance", "sleep", "stress"] as const).map((track) => ({ kind: "answers", track }) as const),
      ...SUGGESTION_AREAS.map((area) => ({ kind: "area", area }) as const),
      ...codes.flatMap((dosha) => [true, false].map((leading) => ({ kind: "body-type", dosha, leading }) as const)),
    ];
    const lines = reasons.map((reason) => whyLine(reason, HINDI_WHY));
    lines.forEach((line, index) => expectHindi(line, JSON.stringify(reasons[index])));
    expect(new Set(lines).size).toBe(new Set(reasons.map((reason) => whyLine(reason))).size);
    expect(whyLine(null, HINDI_WHY)).toBeNull();
    expect(whyLine({ kind: "imbalance", dosha: "P" }, HINDI_WHY)).toContain("पित्त");
  });

  it("says which version of a skill this is in Hindi exactly when the English does", () => {
    const chosen = [
      { bodyType: "PV", imbalance: ["K"] },
      { bodyType: "v", imbalance: [] },
      { bodyType: null, imbalance: ["VP"] },
    ];
    for (const variant of ["base", "v", "p", "k", "pv", "vp", "vpk", "x"]) {
      for (const chosenBy of chosen) {
        const [en, hi] = [variantLine(variant, chosenBy), variantLine(variant, chosenBy, HINDI_WHY)];
        if (en === null) expect(hi, variant).toBeNull();
        else expectHindi(hi, `${variant} ${JSON.stringify(chosenBy)}`);
      }
    }
    expect(variantLine("k", { bodyType: "PV", imbalance: ["K"] }, HINDI_WHY)).toBe("यह रूप बढ़े हुए कफ के लिए ढाला गया है");
  });
});

describe("the Hindi instrument titles and summaries", () => {
  /** One stored result of each kind, checked against the instrument's own schema. */
  const RESULTS: { [K in AssessmentKind]: unknown[] } = {
    onboarding: [
      { percentages: { vPct: 40, pPct: 38, kPct: 22, total: 100 }, bodyType: "VP", bodyTypeSupport: "K", nourishPlanDosha: "V", soundSleepDosha: "" },
      { percentages: { vPct: 60, pPct: 25, kPct: 15, total: 100 }, bodyType: "V", bodyTypeSupport: null, nourishPlanDosha: "V", soundSleepDosha: "P" },
    ],
    prakriti: [
      { counts: { v: 5, p: 5, k: 4 }, code: "VPK" },
      { counts: { v: 2, p: 8, k: 4 }, code: "PK" },
    ],
    vikriti: [
      { points: { vata: 12, pitta: 10, kapha: 2 }, high: ["V", "P"], leaning: "V" },
      { points: { vata: 0, pitta: 0, kapha: 0 }, high: [], leaning: null },
    ],
    ama: [
      { flags: [], systemic: false },
      {
        flags: [
          { dhatu: "Rasa", total: 5, level: "High" },
          { dhatu: "Sukra/Artava", total: 2, level: "Moderate" },
        ],
        systemic: true,
      },
    ],
    guna: [{ sattva: 7, rajas: 4, tamas: 2, bands: { sattva: "High", rajas: "Moderate", tamas: "Low" }, followUp: false }],
    gad7: [
      { total: 12, severity: "moderate" },
      { total: 0, severity: "minimal" },
    ],
    life: [{ vata: 21, pitta: 12, kapha: 3, bands: { vata: "Severe", pitta: "Moderate", kapha: "Minor" }, domainTotals: { Movement: 4 } }],
  };

  it("titles every assessment and its trend in Hindi", () => {
    expect(Object.keys(hiInstruments.INSTRUMENT_TITLES).sort()).toEqual([...ASSESSMENT_KINDS].sort());
    for (const kind of ASSESSMENT_KINDS) {
      expectHindi(hiInstruments.INSTRUMENT_TITLES[kind].title, kind);
      expectHindi(hiInstruments.INSTRUMENT_TITLES[kind].trendTitle, kind);
    }
  });

  it("sums up every kind of stored result in Hindi, with the English figures", () => {
    const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();
    for (const kind of ASSESSMENT_KINDS) {
      for (const raw of RESULTS[kind]) {
        const result = parseStoredResult(kind, raw);
        expect(result, kind).not.toBeNull();
        const english = (INSTRUMENTS[kind].summary as (r: unknown) => string)(result);
        const hindi = (hiInstruments.INSTRUMENT_SUMMARIES[kind] as (r: unknown) => string)(result);
        expectHindi(hindi, `${kind}: ${english}`);
        expect(numbers(hindi), kind).toEqual(numbers(english));
      }
    }
  });
});

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
