/**
 * The Hindi words the report and the suggestions build sentences from (dosha words, elements,
 * quotes, report sentences, suggestion lines, instrument titles): each in Hindi, with no English
 * left outside the allow-list of ./content-parity-support.ts.
 */
import { describe, expect, it } from "vitest";
import { describeBodyType, describePrakriti, describeVikriti } from "@/lib/content/meanings";
import { ELEMENT_INFO, MOOD_ELEMENTS } from "@/lib/mood/elements";
import { DAILY_QUOTES } from "@/lib/mood/quotes";
import { constitutionLabel } from "@/lib/scoring/dosha-result";
import { AMA_LEVELS, BODY_TYPE_CODES, DOSHA_ORDER, DOSHA_NAMES, GUNA_BANDS, GUNAS, type DoshaCode } from "@/lib/scoring/doshas";
import type { VikritiLeaning } from "@/lib/scoring/types";
import { vikritiLabel } from "@/lib/scoring/vikriti";
import { DAILY_QUOTES as HI_DAILY_QUOTES } from "@/content/hi/daily-quotes";
import * as hiDoshaWords from "@/content/hi/dosha-words";
import { ELEMENT_INFO as HI_ELEMENT_INFO } from "@/content/hi/mood-elements";
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
import { expectHindi } from "./content-parity-support";

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
