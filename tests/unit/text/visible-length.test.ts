import { describe, expect, it } from "vitest";
import { COMPANION_MESSAGE_MAX } from "@/lib/companion/limits";
import { acceptCustomEntry, ANSWER_MAX_CHARS } from "@/lib/habits/answer-rules";
import { JOURNAL_MAX } from "@/lib/journal/limits";
import { isLongerThan, visibleLength } from "@/lib/text/visible-length";
import { firstNameRule } from "@/lib/validations/auth-rules";
import { companionMessageSchema } from "@/lib/validations/companion";
import { JOURNAL_TOO_LONG, journalTextRule } from "@/lib/validations/journal-rules";

describe("visibleLength", () => {
  it("counts Devanagari as its reader sees it, not in UTF-16 units", () => {
    expect("नमस्ते".length).toBe(6);
    expect(visibleLength("नमस्ते")).toBe(3);
    // A conjunct with its vowel sign is one cluster (Unicode 15.1's rule GB9c): क्ष त्रि य, ज्ञा न, श्री.
    expect(visibleLength("क्षत्रिय ज्ञान श्री")).toBe(8);
  });

  it("counts an emoji built of several code points as one", () => {
    expect(visibleLength("👩‍👩‍👧")).toBe(1);
    expect(visibleLength("🌿 calm")).toBe(6);
  });

  it("counts plain ASCII one per character", () => {
    expect(visibleLength("")).toBe(0);
    expect(visibleLength("Quiet morning")).toBe(13);
  });
});

describe("isLongerThan", () => {
  it("lets Hindi reach the same visible length as English", () => {
    const hindi = "नमस्ते".repeat(100); // 300 visible, 600 units
    expect(isLongerThan(hindi, 300)).toBe(false);
    expect(isLongerThan(`${hindi}क`, 300)).toBe(true);
    expect(isLongerThan("a".repeat(300), 300)).toBe(false);
    expect(isLongerThan("a".repeat(301), 300)).toBe(true);
  });

  it("refuses one visible character that carries thousands of combining marks", () => {
    const heavy = `a${"\u0301".repeat(5000)}`;
    expect(visibleLength(heavy)).toBe(1);
    expect(isLongerThan(heavy, 300)).toBe(true);
  });
});

describe("the limits people type against count what they see", () => {
  // "कि" is one letter with its vowel sign: two UTF-16 units.
  const hindi = (letters: number) => "कि".repeat(letters);

  it("a journal entry", () => {
    expect(journalTextRule(hindi(JOURNAL_MAX))).toBeNull();
    expect(journalTextRule(hindi(JOURNAL_MAX + 1))).toBe(JOURNAL_TOO_LONG);
  });

  it("a message to the companion", () => {
    expect(companionMessageSchema.safeParse({ text: hindi(COMPANION_MESSAGE_MAX) }).success).toBe(true);
    expect(companionMessageSchema.safeParse({ text: hindi(COMPANION_MESSAGE_MAX + 1) }).success).toBe(false);
  });

  it("a first name and a skill's own words", () => {
    expect(firstNameRule(hindi(80))).toBeNull();
    expect(firstNameRule(hindi(81))).not.toBeNull();
    expect(acceptCustomEntry(hindi(ANSWER_MAX_CHARS), [])).toBe(hindi(ANSWER_MAX_CHARS));
    expect(acceptCustomEntry(hindi(ANSWER_MAX_CHARS + 1), [])).toBeNull();
  });
});
