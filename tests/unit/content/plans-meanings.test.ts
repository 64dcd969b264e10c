import { describe, expect, it } from "vitest";

import {
  GAD7_HELP,
  NOT_MEDICAL_ADVICE,
  describeAmaLevel,
  describeAmaSummary,
  describeBodyType,
  describeDosha,
  describeGad7,
  describeGuna,
  describeLifestyleBand,
  describePrakriti,
  describeVikriti,
  getGad7Help,
  getNotMedicalAdvice,
  getNourishPlan,
  getPlans,
  getReportMeanings,
  getSoundSleepPlan,
  parseBodyTypeCode,
} from "@/lib/content";

const LETTERS = ["V", "P", "K"] as const;

describe("plans", () => {
  it("has a titled Nourish Plan and Sound Sleep list of 5-6 suggestions per dosha", () => {
    const plans = getPlans();
    for (const kind of ["nourish", "sleep"] as const) {
      for (const letter of LETTERS) {
        const plan = plans[kind][letter];
        expect(plan.title.trim(), `${kind} ${letter}`).not.toBe("");
        expect(plan.items.length, `${kind} ${letter}`).toBeGreaterThanOrEqual(5);
        expect(plan.items.length, `${kind} ${letter}`).toBeLessThanOrEqual(6);
        expect(new Set(plan.items).size).toBe(plan.items.length);
      }
      expect(new Set(LETTERS.map((l) => plans[kind][l].title)).size).toBe(3);
    }
  });

  it("looks plans up by letter in any case and gives null for an empty or unknown letter", () => {
    expect(getNourishPlan("p")).toBe(getPlans().nourish.P);
    expect(getSoundSleepPlan("K")).toBe(getPlans().sleep.K);
    expect(getSoundSleepPlan("")).toBeNull();
    expect(getNourishPlan("X")).toBeNull();
    expect(getNourishPlan(undefined)).toBeNull();
  });
});

describe("report meanings", () => {
  it("describes each dosha by letter", () => {
    expect(describeDosha("V").name).toBe("Vata");
    expect(describeDosha("P").name).toBe("Pitta");
    expect(describeDosha("K").name).toBe("Kapha");
    for (const l of LETTERS) expect(describeDosha(l).description).toContain(describeDosha(l).name);
  });

  it("reads single, dual and tri-dosha body-type codes", () => {
    expect(parseBodyTypeCode("P")).toEqual({ kind: "single", letters: ["P"] });
    expect(parseBodyTypeCode("PV")).toEqual({ kind: "dual", letters: ["P", "V"] });
    expect(parseBodyTypeCode("vpk")).toEqual({ kind: "tri", letters: ["V", "P", "K"] });
    expect(parseBodyTypeCode("PV (K support)")).toEqual({ kind: "dual", letters: ["P", "V"] });
    expect(parseBodyTypeCode("")).toBeNull();
    expect(describeBodyType("P")).toContain("Pitta");
    const dual = describeBodyType("PV") ?? "";
    expect(dual.indexOf("Pitta")).toBeLessThan(dual.indexOf("Vata", dual.indexOf("Yours")));
    expect(describeBodyType("VPK")).toContain("tri-doshic");
    expect(describeBodyType("xyz")).toBeNull();
  });

  it("turns a Prakriti constitution code into a sentence", () => {
    expect(describePrakriti("V")).toContain("Vata nature");
    expect(describePrakriti("PK")).toContain("mostly Pitta, with Kapha close behind");
    expect(describePrakriti("VPK")).toContain("tri-doshic");
  });

  it("tells a minor Vikriti result from dominant ones", () => {
    const minor = describeVikriti({ high: [], leaning: "P" });
    expect(minor).toContain("No dosha stands out");
    expect(minor).toContain("Pitta");
    expect(describeVikriti({ high: ["V"], leaning: "V" })).toContain("Vata has been running high");
    expect(describeVikriti({ high: ["V", "K"], leaning: "V" })).toContain("Vata and Kapha have been running high");
    expect(describeVikriti({ high: ["V", "P", "K"], leaning: "V" })).toContain("Vata, Pitta and Kapha have");
    expect(describeVikriti({ high: [], leaning: null })).toMatch(/^No clear imbalance right now: none of the doshas/);
  });

  it("explains ama levels and the overall pattern", () => {
    expect(describeAmaLevel("Low")).not.toBe(describeAmaLevel("High"));
    expect(describeAmaSummary({ flaggedDhatus: 0 })).toContain("no clear signs");
    const systemic = describeAmaSummary({ flaggedDhatus: 2 });
    expect(systemic).toContain("two or more");
    expect(systemic).toContain("7-10 day");
    expect(systemic).toContain("month");
    expect(describeAmaSummary({ flaggedDhatus: 1 })).not.toContain("two or more");
  });

  it("has a distinct meaning for each guna band", () => {
    const texts = (["sattva", "rajas", "tamas"] as const).flatMap((g) => (["Low", "Moderate", "High"] as const).map((b) => describeGuna(g, b)));
    expect(new Set(texts).size).toBe(9);
  });

  it("keeps GAD-7 meanings non-diagnostic and suggests a professional at moderate and severe only", () => {
    for (const severity of ["minimal", "mild", "moderate", "severe"] as const) {
      const meaning = describeGad7(severity);
      expect(meaning.text.startsWith("Your answers suggest"), severity).toBe(true);
      expect(meaning.text.toLowerCase(), severity).not.toMatch(/you have (an )?anxiety|disorder|diagnos/);
      const mentionsProfessional = /doctor|professional/.test(meaning.text);
      expect(mentionsProfessional, severity).toBe(meaning.suggestProfessional);
    }
    expect(describeGad7("minimal").suggestProfessional).toBe(false);
    expect(describeGad7("mild").suggestProfessional).toBe(false);
    expect(describeGad7("moderate").suggestProfessional).toBe(true);
    expect(describeGad7("severe").suggestProfessional).toBe(true);
  });

  it("always has urgent-help lines for GAD-7 results", () => {
    const help = getGad7Help().join(" ");
    for (const needle of ["112", "911", "988", "116 123", "findahelpline.com"]) expect(help).toContain(needle);
    expect([...getGad7Help()]).toEqual(GAD7_HELP);
  });

  it("rewords lifestyle bands gently", () => {
    const severe = describeLifestyleBand("Severe");
    expect(severe.band).toBe("Severe");
    expect(severe.displayLabel).not.toMatch(/severe/i);
    const labels = (["Minor", "Moderate", "Severe"] as const).map((b) => describeLifestyleBand(b).displayLabel);
    expect(new Set(labels).size).toBe(3);
  });

  it("says the results are not medical advice or a diagnosis", () => {
    expect(NOT_MEDICAL_ADVICE).toBe(getNotMedicalAdvice());
    expect(NOT_MEDICAL_ADVICE).toMatch(/not medical advice/);
    expect(NOT_MEDICAL_ADVICE).toMatch(/diagnosis/);
  });

  it("uses no alarming or diagnostic words in any meaning", () => {
    const all = JSON.stringify(getReportMeanings()).toLowerCase();
    for (const word of ["disorder", "disease", "you have anxiety", "diagnosed", "toxic", "dangerous", "cure"]) {
      expect(all, word).not.toContain(word);
    }
  });
});
