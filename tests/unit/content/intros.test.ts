import { describe, expect, it } from "vitest";

import { getIntro, getIntroTypes, isIntroType, resolveIntroType } from "@/lib/content";

const TYPES = ["onboarding", "prakriti", "vikriti", "ama", "guna", "gad7", "life"];

describe("intro copy", () => {
  it("covers the seven intro types", () => {
    expect([...getIntroTypes()]).toEqual(TYPES);
  });

  it("gives each type an emoji, a title, a 2-3 sentence description and its questions route", () => {
    for (const type of TYPES) {
      const intro = getIntro(type);
      expect(intro.type).toBe(type);
      expect(intro.emoji.trim(), type).not.toBe("");
      expect(intro.title.trim(), type).not.toBe("");
      expect(intro.questionsPath).toBe(`/questions/${type}`);
      const sentences = intro.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, type).toBeGreaterThanOrEqual(2);
      expect(sentences.length, type).toBeLessThanOrEqual(3);
    }
  });

  it("gives each type its own title", () => {
    const titles = TYPES.map((t) => getIntro(t).title);
    expect(new Set(titles).size).toBe(TYPES.length);
  });

  it("falls back to onboarding for a missing or unknown type", () => {
    expect(getIntro().type).toBe("onboarding");
    expect(getIntro(undefined).questionsPath).toBe("/questions/onboarding");
    expect(getIntro(null).type).toBe("onboarding");
    expect(getIntro("").type).toBe("onboarding");
    expect(getIntro("nonsense").type).toBe("onboarding");
    expect(getIntro("report").title).toBe(getIntro("onboarding").title);
  });

  it("lowercases (and trims) the type", () => {
    expect(getIntro("GAD7").type).toBe("gad7");
    expect(getIntro("GAD7").questionsPath).toBe("/questions/gad7");
    expect(getIntro(" Prakriti ").type).toBe("prakriti");
    expect(resolveIntroType("LIFE")).toBe("life");
  });

  it("recognises only exact intro types", () => {
    expect(isIntroType("guna")).toBe(true);
    expect(isIntroType("GUNA")).toBe(false);
    expect(isIntroType(7)).toBe(false);
  });

  it("describes what each assessment covers", () => {
    const onboarding = getIntro("onboarding").description.toLowerCase();
    for (const word of ["prakriti", "digestion", "lifestyle"]) expect(onboarding).toContain(word);
    expect(getIntro("gad7").description.toLowerCase()).toContain("two weeks");
    expect(getIntro("vikriti").description.toLowerCase()).toContain("right now");
  });
});
