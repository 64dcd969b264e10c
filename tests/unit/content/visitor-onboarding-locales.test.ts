import { describe, expect, it } from "vitest";
import { VISITOR_ONBOARDING } from "@/content/visitor-onboarding";
import { getVisitorOnboarding } from "@/lib/content/visitor-onboarding";
import { VisitorOnboardingSchema } from "@/lib/content/schemas/visitor-onboarding";

describe("the visitor's questions in each language", () => {
  it("holds the English file to the spec's exact words for its fixed lines", () => {
    const changed = { ...VISITOR_ONBOARDING, save: { ...VISITOR_ONBOARDING.save, title: "Calm your mind." } };
    const result = VisitorOnboardingSchema.safeParse(changed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["save", "title"], message: 'must be the spec\'s words: "Calm your mind. Change your life."' });
  });

  it("serves Hindi words with the English ids and habits behind every answer", () => {
    const english = getVisitorOnboarding("en");
    const hindi = getVisitorOnboarding("hi");
    expect(hindi.q0.text).toMatch(/[\u0900-\u097f]/);
    expect(hindi.q0.options.map((o) => o.id)).toEqual(english.q0.options.map((o) => o.id));
    for (const track of ["balance", "sleep", "stress"] as const) {
      const ids = (content: typeof english) => content.tracks[track].map((q) => q.options.map((o) => `${o.id}:${o.habit}`));
      expect(ids(hindi)).toEqual(ids(english));
    }
    expect(getVisitorOnboarding()).toBe(english);
  });
});
