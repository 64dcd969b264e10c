import { describe, expect, it } from "vitest";
import { sayValidation } from "@/lib/i18n/validation-ref";
import en from "@/messages/en.json";
import { getVisitorOnboarding } from "@/lib/content/visitor-onboarding";
import {
  EMPTY_DRAFT,
  parseVisitorDraft,
  readVisitorDraft,
  SAVE_STAGE,
  VISITOR_DRAFT_KEY,
  writeVisitorDraft,
  clearVisitorDraft,
  type VisitorDraft,
} from "@/lib/onboarding/visitor-draft";
import {
  answerAt,
  chooseAnswer,
  continueFromAreas,
  nextStep,
  previousStage,
  resumableStage,
  skipToSave,
  toggleArea,
  trackProgress,
} from "@/lib/onboarding/visitor-steps";
import { contactRules } from "@/lib/validations/contact-rules";

function fakeStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe("visitor steps", () => {
  it("q0 toggles areas and Continue needs one", () => {
    const one = toggleArea(EMPTY_DRAFT, "sleep");
    expect(one.q0).toEqual(["sleep"]);
    expect(toggleArea(one, "sleep").q0).toEqual([]);
    expect(continueFromAreas(EMPTY_DRAFT)).toBe(EMPTY_DRAFT);
  });

  it.each([
    [["sleep"], "sleep"],
    [["health"], "balance"],
    [["stress"], "stress"],
    [["other"], "stress"],
    [["sleep", "health"], "stress"],
  ] as const)("areas %j lead to the %s track at step 1", (picks, track) => {
    const draft = picks.reduce((d, p) => toggleArea(d, p), EMPTY_DRAFT);
    expect(continueFromAreas(draft)).toMatchObject({ flow: track, stage: 1 });
  });

  it("choosing the chosen option again clears it, and Next waits for an answer", () => {
    const at1 = continueFromAreas(toggleArea(EMPTY_DRAFT, "sleep"));
    expect(nextStep(at1)).toBe(at1);
    const chosen = chooseAnswer(at1, 1, "waking");
    expect(answerAt(chosen, 1)).toBe("waking");
    expect(chosen.answers).toEqual({ "sleep-q1": "waking" });
    expect(answerAt(chooseAnswer(chosen, 1, "waking"), 1)).toBeUndefined();
    expect(answerAt(chooseAnswer(chosen, 1, "early"), 1)).toBe("early");
    expect(nextStep(chosen).stage).toBe(2);
  });

  it("the last step's Continue reaches the save screen, and Skip goes there from anywhere", () => {
    let d = continueFromAreas(toggleArea(EMPTY_DRAFT, "stress"));
    for (const [step, id] of [
      [1, "mind"],
      [2, "push"],
      [3, "few"],
    ] as const)
      d = nextStep(chooseAnswer(d, step, id));
    expect(d.stage).toBe(SAVE_STAGE);
    expect(skipToSave(EMPTY_DRAFT).stage).toBe(SAVE_STAGE);
  });

  it("changing the areas drops the answers of the old track", () => {
    const sleep: VisitorDraft = { stage: 0, q0: ["health"], flow: "sleep", answers: { "sleep-q1": "waking" } };
    expect(continueFromAreas(sleep).answers).toEqual({});
  });

  it("Back goes one step back, keeps the answers, and returns from the save screen to the last question", () => {
    const step1 = continueFromAreas(toggleArea(EMPTY_DRAFT, "sleep"));
    const step2 = nextStep(chooseAnswer(step1, 1, "falling-asleep"));
    expect(previousStage(step2)).toEqual({ ...step2, stage: 1 });
    expect(previousStage(step1)).toMatchObject({ stage: 0, q0: ["sleep"], flow: "sleep" });
    expect(previousStage({ ...step2, stage: 0 }).stage).toBe(0);
    expect(previousStage(skipToSave(step2))).toMatchObject({ stage: 3, answers: { "sleep-q1": "falling-asleep" } });
    // Skipped from q0 with no track: Back from save is q0 again.
    expect(previousStage(skipToSave(EMPTY_DRAFT)).stage).toBe(0);
  });

  it("progress is (step - 1) / 3", () => {
    expect([1, 2, 3].map(trackProgress)).toEqual([0, 1 / 3, 2 / 3]);
  });

  it("a stored track step without a track resumes at q0", () => {
    expect(resumableStage({ ...EMPTY_DRAFT, stage: 2 }).stage).toBe(0);
  });
});

describe("the local draft", () => {
  it("lives under a versioned key and reads back what was written", () => {
    expect(VISITOR_DRAFT_KEY).toMatch(/:v\d+$/);
    const storage = fakeStorage();
    const draft: VisitorDraft = { stage: 2, q0: ["sleep"], flow: "sleep", answers: { "sleep-q1": "waking" } };
    writeVisitorDraft(draft, storage);
    expect(readVisitorDraft(storage)).toEqual(draft);
    clearVisitorDraft(storage);
    expect(readVisitorDraft(storage)).toBeNull();
  });

  it.each([
    ["broken JSON", "{"],
    ["a stage past the save screen", JSON.stringify({ stage: 9, q0: [], answers: {}, flow: null })],
    ["an unknown area", JSON.stringify({ stage: 0, q0: ["money"], answers: {}, flow: null })],
    ["an unknown track", JSON.stringify({ stage: 1, q0: ["sleep"], answers: {}, flow: "dreams" })],
    ["a badly keyed answer", JSON.stringify({ stage: 1, q0: ["sleep"], answers: { q1: "a" }, flow: "sleep" })],
  ])("ignores %s", (_, text) => {
    const storage = fakeStorage();
    storage.setItem(VISITOR_DRAFT_KEY, text);
    expect(readVisitorDraft(storage)).toBeNull();
  });

  it("survives a storage that throws", () => {
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {
        throw new Error("x");
      },
    };
    expect(readVisitorDraft(throwing)).toBeNull();
    expect(() => writeVisitorDraft(EMPTY_DRAFT, throwing)).not.toThrow();
    expect(parseVisitorDraft(null)).toBeNull();
  });
});

describe("visitor onboarding content", () => {
  it("validates, with q0's exact words and three questions in each track", () => {
    const content = getVisitorOnboarding();
    expect(content.q0.options.map((o) => o.label)).toEqual(["My Health & Wellbeing", "My Sleep", "Stress or Anxiety", "Something else"]);
    for (const track of ["balance", "sleep", "stress"] as const) expect(content.tracks[track]).toHaveLength(3);
    // Some steps carry a helper line, not all.
    const helpers = Object.values(content.tracks)
      .flat()
      .map((q) => Boolean(q.helper));
    expect(helpers).toContain(true);
    expect(helpers).toContain(false);
  });
});

describe("contact rules", () => {
  it.each([
    ["email", "a@b", "Enter a valid email"],
    ["email", "mira@example.com", null],
    ["name", "   ", "Please tell us your name"],
    ["message", "x".repeat(2001), "At most 2,000 characters"],
    ["message", ` ${"x".repeat(2000)} `, null],
    // Counted as a person sees it: 2,000 Devanagari letters with their vowel signs are 4,000 UTF-16 units.
    ["message", "कि".repeat(2000), null],
    ["message", "कि".repeat(2001), "At most 2,000 characters"],
  ] as const)("%s %j → %j", (field, value, expected) => {
    const message = contactRules[field](value);
    expect(message === null ? null : sayValidation(message, en.Validation)).toBe(expected);
  });
});
