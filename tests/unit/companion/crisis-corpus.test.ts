import { describe, expect, it } from "vitest";
import { findCrisisPhrase, mentionsCrisis } from "@/lib/companion/crisis";
import { NEGATIVE } from "@/tests/fixtures/crisis-corpus/everyday";
import { POSITIVE } from "@/tests/fixtures/crisis-corpus/positive";

/** What share of `sentences` the check flags. */
const flagged = (sentences: readonly string[]) => sentences.filter((s) => findCrisisPhrase(s) !== null).length / sentences.length;

describe("the crisis check on its corpus (tests/fixtures/crisis-corpus/)", () => {
  it("holds at least 150 sentences of each kind, none twice, with Hinglish and Devanagari among them", () => {
    expect(POSITIVE.length).toBeGreaterThanOrEqual(150);
    expect(NEGATIVE.length).toBeGreaterThanOrEqual(150);
    const all = [...POSITIVE, ...NEGATIVE];
    expect(new Set(all).size).toBe(all.length);
    for (const list of [POSITIVE, NEGATIVE]) {
      expect(list.filter((s) => /[\u0900-\u097f]/.test(s)).length).toBeGreaterThanOrEqual(15);
      expect(list.filter((s) => /\b(hai|hoon|hu|nahi|mujhe|main|ka|ke)\b/.test(s)).length).toBeGreaterThanOrEqual(20);
    }
  });

  it("finds at least 95% of the sentences that should bring the help lines", () => {
    const missed = POSITIVE.filter((s) => !mentionsCrisis(s));
    expect(flagged(POSITIVE), `missed: ${missed.join(" | ")}`).toBeGreaterThanOrEqual(0.95);
  });

  it("flags at most 5% of the everyday sentences that borrow the same words", () => {
    const alarms = NEGATIVE.filter((s) => mentionsCrisis(s));
    expect(flagged(NEGATIVE), `false alarms: ${alarms.join(" | ")}`).toBeLessThanOrEqual(0.05);
  });
});

describe("Hindi in Devanagari, however it is typed", () => {
  it.each([
    ["nukta or none", "ज़िंदगी खत्म कर दूंगा", "जिंदगी ख़त्म कर दूँगा"],
    ["chandrabindu or anusvara", "मैं मरना चाहता हूँ", "मैं मरना चाहता हूं"],
    ["half n or anusvara", "ज़िन्दगी से थक गई हूँ", "जिंदगी से थक गई हूं"],
    ["decomposed or composed", "मैं मरना चाहती हूँ".normalize("NFD"), "मैं मरना चाहती हूँ".normalize("NFC")],
  ])("%s read the same", (_, a, b) => {
    expect(findCrisisPhrase(a)).not.toBeNull();
    expect(findCrisisPhrase(a)).toBe(findCrisisPhrase(b));
  });

  it("ends a clause at the danda, so words on either side of it do not join", () => {
    expect(mentionsCrisis("आज बहुत काम था। मरना चाहता हूँ")).toBe(true);
    expect(mentionsCrisis("खुद को समय दिया। खत्म हुआ दिन")).toBe(false);
  });
});

describe("a pattern's parts", () => {
  it("lets only as many words between its parts as it says", () => {
    expect(mentionsCrisis("I feel like jumping off my building")).toBe(true);
    expect(mentionsCrisis("I want my neighbours and all their noisy kids to stop jumping off the building's low wall")).toBe(false);
  });

  it("asks for the person's intent with a means, not the means alone", () => {
    expect(mentionsCrisis("I want to jump off the bridge")).toBe(true);
    expect(mentionsCrisis("kids were jumping off the bridge into the river")).toBe(false);
    expect(mentionsCrisis("I took all my pills")).toBe(true);
    expect(mentionsCrisis("I took all my pills today as prescribed")).toBe(false);
  });
});
