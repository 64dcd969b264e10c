import fc from "fast-check";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ASSESSMENT_KINDS } from "@/lib/assessments/instruments/kinds";
import { invalidAnswersArb } from "@/tests/support/answer-arbitraries";
import { RUNS } from "./property-helpers";

// The server path with its scorer and database replaced by spies: a refused payload must stop
// before either is reached.
const { scoreSubmission, createSubmission } = vi.hoisted(() => ({
  scoreSubmission: vi.fn(() => ({})),
  createSubmission: vi.fn(async () => ({ id: "x", createdAt: new Date() })),
}));
vi.mock("@/lib/assessments/score", () => ({ scoreSubmission }));
vi.mock("@/lib/data/assessments", () => ({ createSubmission }));

const { submitAssessment } = await import("@/lib/assessments/submit");

describe("invalid answers are refused and never scored", () => {
  beforeEach(() => {
    scoreSubmission.mockClear();
    createSubmission.mockClear();
  });

  it.each(ASSESSMENT_KINDS)("%s: a broken payload answers 4xx without scoring or saving", async (kind) => {
    await fc.assert(
      fc.asyncProperty(invalidAnswersArb[kind], async (answers) => {
        const result = await submitAssessment("user-1", { kind, answers });
        expect(result.ok).toBe(false);
        expect(scoreSubmission).not.toHaveBeenCalled();
        expect(createSubmission).not.toHaveBeenCalled();
      }),
      { numRuns: RUNS.numRuns / 3 },
    );
  });
});
