/**
 * The Hindi of the season and the day (issue 40) matches its English: content/hi/seasons.ts and
 * content/hi/daily-rhythm.ts hold the same keys (six ritus × three doshas, the sandhi, every
 * period and suggested time by dosha), the same {placeholders}, and every string is Hindi:
 * Devanagari, with no English phrase left and nothing copied from the English.
 */
import { describe, expect, it } from "vitest";
import { rhythmWords, seasonWords } from "@/content/by-locale/season";

const DEVANAGARI = /[\u0900-\u097F]/;
const ENGLISH_RUN = /[A-Za-z]+(?:\s+[A-Za-z]+){2,}/;

/** Every string of a value, by its path: "SEASONS.sharad.food". */
function strings(value: unknown, at = ""): Map<string, string> {
  if (typeof value === "string") return new Map([[at, value]]);
  if (value && typeof value === "object") {
    return new Map(Object.entries(value).flatMap(([key, inner]) => [...strings(inner, at ? `${at}.${key}` : key)]));
  }
  return new Map();
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each([
  ["seasons", seasonWords("en"), seasonWords("hi")],
  ["daily rhythm", rhythmWords("en"), rhythmWords("hi")],
] as const)("the %s words in Hindi", (_, english, hindi) => {
  const en = strings(english);
  const hi = strings(hindi);

  it("has every string the English has, and no other", () => {
    expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
    expect(en.size).toBeGreaterThan(20);
  });

  it("keeps each string's placeholders", () => {
    for (const [at, text] of en) expect(placeholders(hi.get(at) ?? ""), at).toEqual(placeholders(text));
  });

  it("writes each string in Hindi, none copied from the English nor left as an English phrase", () => {
    for (const [at, text] of hi) {
      expect(text, at).toMatch(DEVANAGARI);
      expect(text, at).not.toBe(en.get(at));
      expect(text.replace(/\{\w+\}/g, ""), at).not.toMatch(ENGLISH_RUN);
    }
  });
});

describe("the season's Hindi in its own terms", () => {
  it("names the six ritus as Hindi writes them", () => {
    expect(Object.values(seasonWords("hi").SEASONS).map((s) => s.name)).toEqual(["शिशिर", "वसंत", "ग्रीष्म", "वर्षा", "शरद", "हेमंत"]);
  });
});
