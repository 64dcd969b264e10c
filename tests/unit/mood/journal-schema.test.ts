import { describe, expect, it } from "vitest";
import { JOURNAL_MAX } from "@/lib/journal/limits";
import { JOURNAL_EMPTY, JOURNAL_TOO_LONG, journalFormSchema } from "@/lib/validations/journal";
import { journalEntrySchema } from "@/lib/validations/mood";
import { sayValidation } from "@/lib/i18n/validation-ref";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

const messageOf = (input: unknown) => journalFormSchema.safeParse(input).error?.issues[0]?.message;

describe("the journal schema shared by the form and the actions", () => {
  it("keeps trimmed text up to the limit", () => {
    expect(journalFormSchema.parse({ text: "  a quiet morning  " })).toEqual({ text: "a quiet morning" });
    expect(journalFormSchema.safeParse({ text: "a".repeat(JOURNAL_MAX) }).success).toBe(true);
  });

  it("refuses empty, whitespace-only, missing and too-long text with the form's words", () => {
    expect(messageOf({ text: "" })).toBe(JOURNAL_EMPTY);
    expect(messageOf({ text: " \n\t " })).toBe(JOURNAL_EMPTY);
    expect(messageOf({})).toBe(JOURNAL_EMPTY);
    expect(messageOf({ text: "a".repeat(JOURNAL_MAX + 1) })).toBe(JOURNAL_TOO_LONG);
  });

  it("is the same check the server applies to a new entry", () => {
    expect(journalEntrySchema.safeParse({ text: "   " }).error?.issues[0]?.message).toBe(JOURNAL_EMPTY);
    expect(journalEntrySchema.parse({ text: " hi " })).toEqual({ text: "hi", element: null });
  });

  it("says the refusals in the page's language: English as before, Hindi on a Hindi page", () => {
    expect(sayValidation(messageOf({ text: " " })!, en.Validation)).toBe("Write a few words first.");
    expect(sayValidation(messageOf({ text: "a".repeat(JOURNAL_MAX + 1) })!, en.Validation)).toBe("Please keep an entry under 5,000 characters.");
    expect(sayValidation(messageOf({ text: " " })!, hi.Validation)).toBe("पहले कुछ शब्द लिखिए।");
    expect(sayValidation(messageOf({ text: "a".repeat(JOURNAL_MAX + 1) })!, hi.Validation)).toBe("कृपया अपनी प्रविष्टि 5,000 अक्षरों से कम रखिए।");
  });
});
