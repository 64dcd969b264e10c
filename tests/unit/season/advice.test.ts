import { describe, expect, it } from "vitest";
import { SEASON_FOR_DOSHA, SEASONS } from "@/content/seasons";
import { seasonOn, RITUS } from "@/lib/season";
import { seasonAdvice } from "@/lib/season/advice";

describe("what the season card says to a person", () => {
  const sharad = seasonOn("2026-10-01", "Asia/Kolkata");

  it("names the season's effect on their imbalance, then what to favour for it", () => {
    const advice = seasonAdvice(sharad, { imbalance: ["P"], bodyType: ["V", "K"] });
    expect(advice.personal).toBe(`Sharad often provokes Pitta; with your Pitta imbalance, ${SEASON_FOR_DOSHA.sharad.P}`);
    expect(advice.name).toBe("Sharad");
    expect(advice.plain).toBe("early autumn");
  });

  it("falls back to the body type when nothing is out of balance", () => {
    const advice = seasonAdvice(sharad, { imbalance: [], bodyType: ["V"] });
    expect(advice.personal).toBe(`Sharad usually lets Vata settle; for your Vata body type, ${SEASON_FOR_DOSHA.sharad.V}`);
  });

  it("speaks of the dosha the season provokes when it leaves theirs alone", () => {
    const advice = seasonAdvice(sharad, { imbalance: ["K"], bodyType: [] });
    expect(advice.personal).toBe(`Sharad often provokes Pitta; with your Kapha imbalance, ${SEASON_FOR_DOSHA.sharad.K}`);
  });

  it("invites the assessments when nothing is known", () => {
    expect(seasonAdvice(sharad, { imbalance: [], bodyType: [] }).personal).toMatch(/Take your assessments/);
  });

  it("adds the sandhi's gentle change only near a change, and the southern note only in the south", () => {
    expect(seasonAdvice(sharad, { imbalance: [], bodyType: [] }).sandhi).toBeNull();
    const near = seasonAdvice(seasonOn("2026-11-12", "Asia/Kolkata"), { imbalance: [], bodyType: [] });
    expect(near.sandhi?.lead).toBe(
      "Sharad is giving way to Hemanta (from 16 Nov 2026). The texts suggest changing your ways gradually over these days, not all at once.",
    );
    const south = seasonAdvice(seasonOn("2026-11-20", "Australia/Sydney"), { imbalance: [], bodyType: [] });
    expect(south.name).toBe("Grishma");
    expect(south.south).toMatch(/southern hemisphere/);
    expect(south.sandhi?.lead).toMatch(/^Vasanta is giving way to Grishma \(since 16 Nov 2026\)/);
  });

  it("has words for every season and every dosha", () => {
    for (const ritu of RITUS) {
      expect(SEASONS[ritu].food.length).toBeGreaterThan(20);
      for (const d of ["V", "P", "K"] as const) expect(SEASON_FOR_DOSHA[ritu][d].length).toBeGreaterThan(20);
    }
  });
});

describe("the season card in Hindi", () => {
  it("says the same things in Hindi: the ritu, what it does to their dosha, what to favour, and the sandhi with a Hindi date", () => {
    const advice = seasonAdvice(seasonOn("2026-11-12", "Asia/Kolkata"), { imbalance: ["P"], bodyType: ["V"] }, "hi");
    expect([advice.title, advice.name, advice.plain]).toEqual(["अभी की ऋतु", "शरद", "शुरुआती पतझड़"]);
    expect(advice.personal).toMatch(/^शरद में पित्त अक्सर बढ़ जाता है; आपके बढ़े हुए पित्त को देखते हुए: /);
    expect(advice.favour.map((f) => f.label)).toEqual(["आहार", "दिनचर्या", "अभ्यास"]);
    expect(advice.sandhi?.lead).toBe("शरद ऋतु अब हेमंत को जगह दे रही है (16 नवंबर से)। ग्रंथ सुझाते हैं कि इन दिनों अपनी आदतें धीरे-धीरे बदलें, सब एक साथ नहीं।");
    expect(seasonAdvice(seasonOn("2026-12-01", "Australia/Sydney"), { imbalance: [], bodyType: [] }, "hi").south).toMatch(/दक्षिणी गोलार्ध/);
  });
});
