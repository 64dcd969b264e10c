import { describe, expect, it } from "vitest";

import {
  AMA_PROMPT,
  AMA_SCALE,
  GAD7_ANSWERS,
  GAD7_STEM,
  GUNA_RANGE,
  GUNA_SCALE,
  LIFESTYLE_SCALE,
  LIFESTYLE_STEM,
  getAmaSigns,
  getGad7Items,
  getGunaSliders,
  getLifestyleItems,
  getPrakritiRows,
  getVikritiRows,
} from "@/lib/content";

function expectUniqueIds(items: readonly { id: string }[]): void {
  const ids = items.map((i) => i.id);
  expect(new Set(ids).size).toBe(ids.length);
}

describe("prakriti rows", () => {
  const rows = getPrakritiRows();

  it("has 14 rows of exactly 3 options in v, p, k order", () => {
    expect(rows).toHaveLength(14);
    for (const row of rows) {
      expect(
        row.options.map((o) => o.value),
        row.id,
      ).toEqual(["v", "p", "k"]);
      for (const option of row.options) expect(option.label.trim(), row.id).not.toBe("");
      expect(row.prompt.trim(), row.id).not.toBe("");
    }
  });

  it("has unique row ids", () => expectUniqueIds(rows));
});

describe("vikriti rows", () => {
  const rows = getVikritiRows();

  it("has 12 rows about the past 2-4 weeks with a Vata, Pitta and Kapha answer each", () => {
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      expect(Object.keys(row.options), row.id).toEqual(["Vata", "Pitta", "Kapha"]);
      expect(row.prompt, row.id).toContain("2-4 weeks");
      for (const label of Object.values(row.options)) expect(label.trim(), row.id).not.toBe("");
    }
  });

  it("has unique row ids", () => expectUniqueIds(rows));
});

describe("ama signs", () => {
  const signs = getAmaSigns();
  const dhatus = ["Rasa", "Rakta", "Mamsa", "Meda", "Asthi", "Majja", "Sukra/Artava"];

  it("has 17 signs covering all seven dhatus, at least 2 each", () => {
    expect(signs).toHaveLength(17);
    expect(new Set(signs.map((s) => s.dhatu))).toEqual(new Set(dhatus));
    for (const dhatu of dhatus) {
      expect(signs.filter((s) => s.dhatu === dhatu).length, dhatu).toBeGreaterThanOrEqual(2);
    }
  });

  it("has unique ids", () => expectUniqueIds(signs));

  it("asks about the last month on the No..Severe scale (0-4)", () => {
    expect(AMA_PROMPT).toContain("last month");
    expect(AMA_SCALE).toEqual([
      { value: 0, label: "No" },
      { value: 1, label: "Mild" },
      { value: 2, label: "Moderate" },
      { value: 3, label: "Marked" },
      { value: 4, label: "Severe" },
    ]);
  });
});

describe("lifestyle items", () => {
  const items = getLifestyleItems();

  it("has 14 items with unique ids in named domains", () => {
    expect(items).toHaveLength(14);
    expectUniqueIds(items);
    expect(new Set(items.map((i) => i.domain)).size).toBeGreaterThanOrEqual(4);
    for (const item of items) {
      expect(item.domain.trim(), item.id).not.toBe("");
      expect(item.weights, item.id).toHaveLength(3);
    }
  });

  it("completes the stem with lower-case text", () => {
    expect(LIFESTYLE_STEM).toBe("During the past month, how often have you…");
    for (const item of items) expect(item.text, item.id).toMatch(/^[a-z]/);
  });

  it("uses the Never..Always scale with multipliers 0, .25, .5, .75, 1", () => {
    expect(LIFESTYLE_SCALE.map((s) => s.label)).toEqual(["Never", "Rarely", "Sometimes", "Often", "Always"]);
    expect(LIFESTYLE_SCALE.map((s) => s.value)).toEqual([0, 1, 2, 3, 4]);
    expect(LIFESTYLE_SCALE.map((s) => s.multiplier)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it("lets every dosha reach every band: all Never scores 0, all Always scores 20 or more", () => {
    const multipliers = LIFESTYLE_SCALE.map((s) => s.multiplier);
    const score = (dosha: 0 | 1 | 2, multiplier: number) => items.reduce((sum, item) => sum + item.weights[dosha] * multiplier, 0);
    for (const dosha of [0, 1, 2] as const) {
      const min = score(dosha, Math.min(...multipliers));
      const max = score(dosha, Math.max(...multipliers));
      expect(min, `dosha ${dosha} min`).toBe(0);
      expect(max, `dosha ${dosha} max`).toBeGreaterThanOrEqual(20);
    }
    for (const item of items) for (const w of item.weights) expect(w, item.id).toBeGreaterThanOrEqual(0);
  });

  it("lets every dosha land in each band: Minor (<10), Moderate (10-19) and Severe (>=20)", () => {
    const multipliers = LIFESTYLE_SCALE.map((s) => s.multiplier);
    const band = (score: number) => (score < 10 ? "Minor" : score < 20 ? "Moderate" : "Severe");
    for (const dosha of [0, 1, 2] as const) {
      // Raise answers one step at a time (item by item) and record every band passed through.
      const ratings = items.map(() => 0);
      const seen = new Set<string>();
      const score = () => items.reduce((sum, item, i) => sum + item.weights[dosha] * (multipliers[ratings[i] ?? 0] ?? 0), 0);
      seen.add(band(score()));
      items.forEach((_, i) => {
        for (let step = 1; step < multipliers.length; step++) {
          ratings[i] = step;
          seen.add(band(score()));
        }
      });
      expect([...seen], `dosha ${dosha}`).toEqual(["Minor", "Moderate", "Severe"]);
    }
  });
});

describe("guna sliders", () => {
  it("has sattva, rajas and tamas sliders 0-10 starting at 5", () => {
    const sliders = getGunaSliders();
    expect(sliders.map((s) => s.id)).toEqual(["sattva", "rajas", "tamas"]);
    for (const slider of sliders) {
      expect(slider.label.trim(), slider.id).not.toBe("");
      expect(slider.prompt.trim(), slider.id).not.toBe("");
    }
    expect(GUNA_RANGE).toEqual({ min: 0, max: 10, step: 1, defaultValue: 5 });
    expect(GUNA_SCALE).toEqual(["Never", "Rarely", "Sometimes", "Often", "Always"]);
  });
});

describe("GAD-7", () => {
  it("has the 7 standard items, in order", () => {
    expect(getGad7Items().map((i) => i.text)).toEqual([
      "Feeling nervous, anxious, or on edge",
      "Not being able to stop or control worrying",
      "Worrying too much about different things",
      "Trouble relaxing",
      "Being so restless that it is hard to sit still",
      "Becoming easily annoyed or irritable",
      "Feeling afraid, as if something awful might happen",
    ]);
    expectUniqueIds(getGad7Items());
  });

  it("uses the standard stem and four answers scored 0-3", () => {
    expect(GAD7_STEM).toBe("Over the last 2 weeks, how often have you been bothered by the following problems?");
    expect(GAD7_ANSWERS).toEqual([
      { value: 0, label: "Not at all" },
      { value: 1, label: "Several days" },
      { value: 2, label: "More than half the days" },
      { value: 3, label: "Nearly every day" },
    ]);
  });
});
