import { describe, expect, it } from "vitest";
import { companionWords } from "@/content/by-locale/companion";
import { replyTo } from "@/lib/companion/reply";

const DEVANAGARI = /[\u0900-\u097F]/;
const hindi = companionWords("hi");
const base = { companion: "shanti" as const, turn: 0 };

describe("the companion answers in Hindi", () => {
  it("answers a message written in Hindi in Hindi, on a page in either language", () => {
    for (const locale of ["en", "hi"] as const) {
      const reply = replyTo("आज मुझे बहुत घबराहट हो रही है", { ...base, locale });
      expect(reply.text, locale).toMatch(DEVANAGARI);
      expect(reply.topic).toBe("anxious");
      for (const suggestion of reply.suggestions) expect(suggestion).toMatch(DEVANAGARI);
    }
  });

  it("answers on a Hindi page in Hindi, and keeps English for an English page", () => {
    expect(replyTo("hello", { ...base, locale: "hi" }).text).toMatch(DEVANAGARI);
    expect(replyTo("I feel anxious", { ...base, locale: "en" }).text).not.toMatch(DEVANAGARI);
  });

  it.each(["मैं मरना चाहता हूँ", "अब जीने का मन नहीं करता", "mar jana chahta hoon"])(
    "meets words of crisis (%s) with the Hindi crisis reply and the help lines",
    (text) => {
      const reply = replyTo(text, { ...base, locale: "hi" });
      expect(reply.topic).toBe("crisis");
      expect(reply.offer).toEqual({ kind: "help-lines" });
      expect(reply.text).toBe(hindi.CRISIS_REPLIES.shanti);
      expect(reply.suggestions).toEqual(hindi.CRISIS_SUGGESTIONS);
    },
  );

  it("stays beside the help lines in Hindi right after words of crisis", () => {
    const reply = replyTo("ठीक है", { ...base, locale: "hi", previous: { topic: "crisis", offer: { kind: "help-lines" } } });
    expect(reply.topic).toBe("after-crisis");
    expect(reply.suggestions).toEqual(hindi.AFTER_CRISIS_SUGGESTIONS);
  });
});
