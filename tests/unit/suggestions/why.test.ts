import { describe, expect, it } from "vitest";
import { whyLine, type SuggestionReason } from "@/lib/suggestions";

describe("the why line", () => {
  it.each<[SuggestionReason | null, string | null]>([
    [{ kind: "imbalance", dosha: "P" }, "Suggested for a Pitta imbalance"],
    [{ kind: "mood", sign: "busy-mind" }, "Suggested because your mind felt busy at your last mood check"],
    [{ kind: "mood", sign: "running-warm" }, "Suggested because you felt warm at your last mood check"],
    [{ kind: "answers", track: "stress" }, "Suggested from your answers about stress"],
    [{ kind: "area", area: "health" }, "Suggested for your health and wellbeing"],
    [{ kind: "body-type", dosha: "V", leading: true }, "Suited to a Vata body type"],
    [{ kind: "body-type", dosha: "K", leading: false }, "Suited to the Kapha in your body type"],
    [null, null],
  ])("%j → %s", (reason, line) => {
    expect(whyLine(reason)).toBe(line);
  });
});
