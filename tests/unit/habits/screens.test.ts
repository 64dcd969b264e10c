import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ActivityView } from "@/components/habits/activity-view";
import { emptyDraft } from "@/components/habits/activity-state";
import { BundleNotFoundError, loadSkillActivities } from "@/lib/habits/bundle";
import { inPracticeWords } from "@/tests/support/practice-words";

describe("skill screens", () => {
  it("shows 'Unsupported activity type: {type}' for a type the app does not know", () => {
    const activity = { key: "x", meta: { type: "drawing", kind: "pro" }, header: "H", prompt: { text: "Draw it" }, coach_closing: { text: "C" }, items: [] };
    const html = renderToStaticMarkup(inPracticeWords(createElement(ActivityView, { activity, draft: emptyDraft(), onChange: () => {} })));
    expect(html).toContain("Unsupported activity type: drawing");
  });

  it("names every path it tried when no bundle holds the skill", async () => {
    const error = await loadSkillActivities({ habitSlug: "restful-sleep", stage: "Seed", skillOrder: 9, bodyType: "PV" }).catch((e) => e);
    expect(error).toBeInstanceOf(BundleNotFoundError);
    expect(error.message).toContain("restful-sleep/seed/pv.bundle.json");
    expect(error.message).toContain("restful-sleep/seed/p.bundle.json");
    expect(error.message).toContain("restful-sleep/seed/base.bundle.json");
  });

  it("loads the skill's activities in bundle order", async () => {
    const activities = await loadSkillActivities({ habitSlug: "restful-sleep", stage: "Seed", skillOrder: 1, bodyType: null });
    expect(activities.map((a) => a.meta.type)).toEqual(["multi-select", "select-reflection", "quiz", "reflection", "try-later"]);
  });

  it("loads a Hindi reader's activities from the Hindi packs, with the same keys and types", async () => {
    const input = { habitSlug: "restful-sleep", stage: "Seed", skillOrder: 1, bodyType: null } as const;
    const [english, hindi] = await Promise.all([loadSkillActivities(input), loadSkillActivities({ ...input, locale: "hi" })]);
    expect(hindi.map((a) => [a.key, a.meta.type])).toEqual(english.map((a) => [a.key, a.meta.type]));
    expect(hindi[0]!.header).not.toBe(english[0]!.header);
    expect(hindi[0]!.header).toMatch(/[\u0900-\u097F]/);
  });
});

describe("the acute pause note", () => {
  it("explains the pause and lists the quick relief steps", async () => {
    const { PauseNote } = await import("@/components/habits/pause-note");
    const html = renderToStaticMarkup(
      inPracticeWords(createElement(PauseNote, { relief: { title: "Box breathing 4-4-4-4", steps: ["Breathe in for four.", "Breathe out for four."] } })),
    );
    expect(html).toContain("habit progress is paused until you feel more settled, or for a day");
    expect(html).toContain("Quick relief: Box breathing 4-4-4-4");
    expect(html.match(/<li>/g)).toHaveLength(2);
  });
});
