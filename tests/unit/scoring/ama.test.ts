import { describe, expect, it } from "vitest";
import { scoreAma, type AmaAnswer } from "@/lib/scoring";

const a = (dhatu: string, ...values: number[]): AmaAnswer[] => values.map((value) => ({ dhatu, value }));

describe("scoreAma flags", () => {
  it.each<[string, AmaAnswer[], { dhatu: string; total: number; level: string }[], boolean]>([
    ["no answers", [], [], false],
    ["all zero", [...a("Rasa", 0, 0), ...a("Rakta", 0)], [], false],
    ["total 1 is not flagged", a("Rasa", 1), [], false],
    ["total exactly 2 → Moderate", a("Rasa", 1, 1), [{ dhatu: "Rasa", total: 2, level: "Moderate" }], false],
    ["total 3 → Moderate", a("Mamsa", 3), [{ dhatu: "Mamsa", total: 3, level: "Moderate" }], false],
    ["total exactly 4 → High", a("Meda", 2, 2), [{ dhatu: "Meda", total: 4, level: "High" }], false],
    ["single answer of 4 → High", a("Asthi", 4), [{ dhatu: "Asthi", total: 4, level: "High" }], false],
    ["totals above 4 stay High", a("Majja", 4, 4), [{ dhatu: "Majja", total: 8, level: "High" }], false],
    [
      "two flagged → systemic, in first-appearance order",
      [...a("Sukra/Artava", 2), ...a("Rasa", 1), ...a("Rakta", 1), ...a("Sukra/Artava", 3), ...a("Rasa", 1)],
      [
        { dhatu: "Sukra/Artava", total: 5, level: "High" },
        { dhatu: "Rasa", total: 2, level: "Moderate" },
      ],
      true,
    ],
    ["one flagged among many answered", [...a("Rasa", 1), ...a("Rakta", 2), ...a("Mamsa", 1)], [{ dhatu: "Rakta", total: 2, level: "Moderate" }], false],
  ])("%s", (_label, answers, flags, systemic) => {
    const result = scoreAma(answers);
    expect(result.flags).toEqual(flags);
    expect(result.systemic).toBe(systemic);
  });
});

describe("scoreAma message", () => {
  it("says 'no clear signs' when nothing is flagged", () => {
    const { message } = scoreAma(a("Rasa", 1));
    expect(message).toMatch(/no clear signs/i);
    expect(message).not.toMatch(/7-10 day/);
  });

  it("names the flagged dhatus and suggests light food and a monthly re-screen", () => {
    const { message } = scoreAma([...a("Rakta", 3), ...a("Rasa", 1)]);
    expect(message).toContain("Rakta");
    expect(message).not.toContain("Rasa");
    expect(message).toMatch(/7-10 days/);
    expect(message).toMatch(/light meals/i);
    expect(message).toMatch(/re-screen monthly/i);
    expect(message).not.toMatch(/no clear signs/i);
    expect(message).not.toMatch(/several tissues/i);
  });

  it("notes the whole-body pattern when systemic", () => {
    const { message } = scoreAma([...a("Meda", 4), ...a("Majja", 2)]);
    expect(message).toContain("Meda");
    expect(message).toContain("Majja");
    expect(message).toMatch(/several tissues/i);
  });

  it("never uses diagnostic language", () => {
    const { message } = scoreAma([...a("Meda", 4), ...a("Majja", 4), ...a("Asthi", 4)]);
    expect(message).not.toMatch(/\byou have\b|diagnosed|disease|cure/i);
  });
});

describe("scoreAma invalid input", () => {
  it.each([-1, 5, Number.NaN, Number.POSITIVE_INFINITY])("rejects value %s", (value) => {
    expect(() => scoreAma([{ dhatu: "Rasa", value }])).toThrow(RangeError);
  });
});
