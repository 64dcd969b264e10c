import { describe, expect, it } from "vitest";
import { ASSESSMENT_KINDS, parseStoredResult, READABLE_KINDS, type StoredResults } from "@/lib/assessments/instruments";
import { meaningIn, readingsIn } from "@/lib/assessments/readings";

const DEVANAGARI = /[\u0900-\u097F]/;

/** One saved result of each kind the report reads, as lib/assessments/instruments stores them. */
const SAVED: { [K in (typeof READABLE_KINDS)[number]]: unknown } = {
  prakriti: { counts: { v: 6, p: 5, k: 3 }, code: "VP" },
  vikriti: { points: { vata: 8, pitta: 2, kapha: 2 }, high: ["V"], leaning: null },
  ama: {
    flags: [
      { dhatu: "Rasa", total: 6, level: "High" },
      { dhatu: "Meda", total: 3, level: "Moderate" },
    ],
    systemic: true,
  },
  guna: { sattva: 7, rajas: 8, tamas: 2, bands: { sattva: "Moderate", rajas: "High", tamas: "Low" }, followUp: true },
  gad7: { total: 11, severity: "moderate" },
  life: { vata: 5, pitta: 1, kapha: 0, bands: { vata: "Severe", pitta: "Minor", kapha: "Minor" }, domainTotals: {} },
};

describe("how results read in Hindi (lib/assessments/readings)", () => {
  const en = readingsIn("en");
  const hi = readingsIn("hi");

  it.each(READABLE_KINDS)("%s reads in the same parts as English, in Hindi", (kind) => {
    const parsed = parseStoredResult(kind, SAVED[kind]) as StoredResults[typeof kind] | null;
    expect(parsed, "the sample is a stored result").not.toBeNull();
    const english = meaningIn(en, kind, parsed);
    const hindi = meaningIn(hi, kind, parsed);
    expect(hindi.paragraphs.length).toBe(english.paragraphs.length);
    expect(hindi.details.length).toBe(english.details.length);
    expect(hindi.closing.length).toBe(english.closing.length);
    for (const text of [...hindi.paragraphs, ...hindi.details.flatMap((d) => [d.label, d.text]), ...hindi.closing]) expect(text).toMatch(DEVANAGARI);
    expect(hi.summary(kind, parsed!)).toMatch(DEVANAGARI);
    expect(hi.about(kind)).toMatch(DEVANAGARI);
  });

  it.each(ASSESSMENT_KINDS)("%s has a Hindi title and trend title", (kind) => {
    expect(hi.title(kind)).toMatch(DEVANAGARI);
    expect(hi.trendTitle(kind)).toMatch(DEVANAGARI);
  });

  it("keeps English exactly the registry's words", () => {
    expect(en.title("gad7")).toBe("GAD-7 emotional check-in");
    expect(en.doshaName("V")).toBe("Vata");
  });

  it("has both plans for every dosha, and the body type's words, in Hindi", () => {
    for (const letter of ["V", "P", "K"] as const) {
      expect(hi.plan("nourish", letter).items.length).toBe(en.plan("nourish", letter).items.length);
      expect(hi.plan("sleep", letter).items.length).toBe(en.plan("sleep", letter).items.length);
      expect(hi.doshaName(letter)).toMatch(DEVANAGARI);
    }
    expect(hi.bodyType("PV")).toMatch(DEVANAGARI);
    expect(hi.twoEstimates("PV", "VP").lines.length).toBe(en.twoEstimates("PV", "VP").lines.length);
    expect(hi.notMedicalAdvice).toMatch(DEVANAGARI);
  });
});
