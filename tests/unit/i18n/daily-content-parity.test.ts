import { describe, expect, it } from "vitest";
import { dailyContent, dailyQuotes } from "@/content/by-locale/daily";
import { messageForCheck } from "@/lib/companion/messages";
import { LOCALES } from "@/lib/i18n/locales";
import { MOOD_ELEMENTS } from "@/lib/mood/elements";
import { quoteOfTheDay } from "@/lib/mood/quotes";
import { moodCheck } from "@/lib/scoring";

const DEVANAGARI = /[\u0900-\u097F]/;
const [en, hi] = [dailyContent("en"), dailyContent("hi")];

describe("the daily practice's content in Hindi", () => {
  it("has every element, slider, practice and message English has, in Hindi words", () => {
    expect(Object.keys(hi.elements)).toEqual(Object.keys(en.elements));
    expect(hi.sliders.map((s) => [s.key, s.stops.length])).toEqual(en.sliders.map((s) => [s.key, s.stops.length]));
    expect(Object.keys(hi.reliefs)).toEqual(Object.keys(en.reliefs));
    expect(Object.keys(hi.messages)).toEqual(Object.keys(en.messages));
    const words = [
      ...MOOD_ELEMENTS.flatMap((name) => [hi.elements[name].label, hi.elements[name].message]),
      ...hi.sliders.flatMap((s) => [s.label, ...s.stops]),
      ...Object.values(hi.reliefs).flatMap((r) => [r.title, ...r.steps]),
      hi.everyday.title,
      ...hi.everyday.steps,
      ...Object.values(hi.messages),
      ...dailyQuotes("hi"),
    ];
    for (const text of words) expect(text, text).toMatch(DEVANAGARI);
  });

  it("keeps the colours and the number of quotes, so the day's quote is the same line in both", () => {
    for (const name of MOOD_ELEMENTS) expect(hi.elements[name].color).toBe(en.elements[name].color);
    expect(dailyQuotes("hi")).toHaveLength(dailyQuotes("en").length);
    const day = "2026-11-28";
    expect(dailyQuotes("hi").indexOf(quoteOfTheDay(day, dailyQuotes("hi")))).toBe(dailyQuotes("en").indexOf(quoteOfTheDay(day)));
  });

  it("says the companion's words for the same moment of a check in each language", () => {
    const acute = moodCheck({ mind: 5, body: 3, temp: 4 });
    for (const locale of LOCALES) expect(messageForCheck(acute, dailyContent(locale).messages)).toBe(dailyContent(locale).messages.acute);
    expect(messageForCheck(acute)).toBe(en.messages.acute);
  });
});
