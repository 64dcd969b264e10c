import { describe, expect, it } from "vitest";
import { CRISIS_IDIOMS, CRISIS_PHRASES } from "@/content/crisis-phrases";
import { findCrisisPhrase, mentionsCrisis } from "@/lib/companion/crisis";

/** How a listed phrase might be typed: apostrophes back, the way people write. */
const typed = (phrase: string) =>
  phrase
    .replace(/ \$$/, "")
    .replace(/\bcant\b/g, "can't")
    .replace(/\bdont\b/g, "don't")
    .replace(/\bdidnt\b/g, "didn't")
    .replace(/\bwasnt\b/g, "wasn't")
    .replace(/\bisnt\b/g, "isn't");

describe("the crisis list", () => {
  it.each(CRISIS_PHRASES.map((p) => [p]))("finds %s on its own, in a sentence, shouted and with curly quotes", (phrase) => {
    const words = typed(phrase);
    expect(mentionsCrisis(words)).toBe(true);
    expect(mentionsCrisis(`Honestly, I think ${words}.`)).toBe(true);
    expect(mentionsCrisis(words.toUpperCase() + "!!")).toBe(true);
    expect(mentionsCrisis(words.replaceAll("'", "\u2019"))).toBe(true);
  });

  it("finds the task's own phrases and their everyday spellings and typos", () => {
    for (const text of [
      "I can't go on",
      "i cant go on anymore",
      "I cannot go on like this",
      "I can not go on.",
      "i want to die",
      "I just wanna die",
      "i want too dieee",
      "I WANT TO DIE",
      "sometimes I want to end it all",
      "I keep thinking about suicide",
      "feeling suicidal tonight",
      "thinking of sucide",
      "i feel suicdal",
      "I want to hurt myself",
      "i keep hurting myslef",
      "I might hurt my self",
      "there is no reason to live",
      "No reason to live anymore",
      "i want to kill myself",
      "I want to kil myself",
      "i want to kill mysefl",
      "I’d be better off dead",
      "everyone would be better off without me",
      "I've been self-harming again",
      "thinking about self harm",
      "I don’t want to be here any more",
      "I don't want to live anymore",
      "I wnat to die",
    ]) {
      expect(findCrisisPhrase(text), text).not.toBeNull();
    }
  });

  it("leaves ordinary sentences that borrow the same words alone", () => {
    for (const text of [
      "I died laughing at that film",
      "this traffic is killing me",
      "I'm killing it at work this week",
      "I was killing myself laughing at his story",
      "I'm dying to try the new tea",
      "my phone battery died again",
      "I could kill for a coffee",
      "In the end it all worked out fine",
      "I can't go on the trip this weekend",
      "I don't want to live in a big city",
      "There's no point giving up now",
      "I'm putting myself first today",
      "I'm willing myself to get out of bed",
      "warming myself by the fire",
      "the deadline is tomorrow",
      "I finally slept well and feel alive",
      "I can't keep going to bed so late",
    ]) {
      expect(findCrisisPhrase(text), text).toBeNull();
    }
  });

  it("still finds a crisis phrase beside an idiom", () => {
    expect(CRISIS_IDIOMS.length).toBeGreaterThan(0);
    expect(mentionsCrisis("I was killing myself laughing earlier, but tonight I want to kill myself")).toBe(true);
    expect(mentionsCrisis("The end it all came to was that I want to end it all")).toBe(true);
  });

  it("checks every text it is given and ignores missing ones", () => {
    expect(mentionsCrisis(undefined, null, "a calm day", "i want to die")).toBe(true);
    expect(mentionsCrisis(undefined, null, "", "a calm day")).toBe(false);
  });
});

describe("words that name a property every object has", () => {
  it.each([["constructor"], ["toString"], ["valueOf"], ["hasOwnProperty"], ["__proto__"]])("%s is read as a word like any other", (word) => {
    expect(mentionsCrisis(`My ${word} notes, written up`)).toBe(false);
    expect(mentionsCrisis(`${word}. I want to die`)).toBe(true);
  });
});
