import { z } from "zod";
import { getOnboardingQuestions } from "@/lib/content";
import { bodyTypeCodeSchema, doshaCodeSchema, scoreOnboarding } from "@/lib/scoring";
import { doshaSharesFigure } from "@/lib/trends/figures/figure-parts";
import { toShares, type DoshaShares } from "@/lib/trends/read";
import { type Instrument, type InstrumentTrend } from "./types";

const share = z.number().min(0).max(100);

/** The dosha percentages, the body-type code with its support letter, and the plan doshas (codes). */
const stored = z.object({
  percentages: z.object({ vPct: share, pPct: share, kPct: share, total: z.number().nonnegative() }),
  bodyType: bodyTypeCodeSchema,
  bodyTypeSupport: doshaCodeSchema.nullable(),
  nourishPlanDosha: doshaCodeSchema,
  // "" when no sleep answer names a dosha.
  soundSleepDosha: z.union([doshaCodeSchema, z.literal("")]),
});

/** Option ids picked per question; every question answered, singles once, "none" alone. */
const answers = z
  .strictObject({
    answers: z.record(z.string().max(20), z.array(z.string().max(40)).max(10)),
  })
  .superRefine(({ answers }, ctx) => {
    const questions = getOnboardingQuestions();
    const known = new Set(questions.map((q) => q.id));
    for (const id of Object.keys(answers)) {
      if (!known.has(id)) ctx.addIssue({ code: "custom", path: ["answers", id], message: `Unknown question ${id}` });
    }
    for (const question of questions) {
      const picks = answers[question.id] ?? [];
      const options = new Set(question.options.map((o) => o.id));
      if (picks.length === 0) {
        ctx.addIssue({ code: "custom", path: ["answers", question.id], message: `Please answer ${question.id}` });
      } else if (new Set(picks).size !== picks.length || picks.some((p) => !options.has(p))) {
        ctx.addIssue({ code: "custom", path: ["answers", question.id], message: `Unknown or repeated option in ${question.id}` });
      } else if (question.type === "single" && picks.length !== 1) {
        ctx.addIssue({ code: "custom", path: ["answers", question.id], message: `Choose one option for ${question.id}` });
      } else if (picks.length > 1 && question.options.some((o) => o.exclusive && picks.includes(o.id))) {
        ctx.addIssue({ code: "custom", path: ["answers", question.id], message: `A "none" answer stands alone in ${question.id}` });
      }
    }
  });

const TREND_TITLE = "Your body type over time";

/** The stored percentages, rounded together so the three shown add up to 100. */
const trend: InstrumentTrend<z.output<typeof stored>, DoshaShares> = {
  title: TREND_TITLE,
  read: ({ percentages: p }) => toShares(p.vPct, p.pPct, p.kPct),
  figure: doshaSharesFigure(TREND_TITLE, "onboarding"),
};

/** The body-type questionnaire: the report and dashboard show its result as the body-type card. */
export const onboarding = {
  kind: "onboarding",
  title: "Body type (onboarding)",
  introKey: "onboarding",
  // Once the report exists, onboarding only opens when asked for on purpose (docs/decisions/0004-complete-report-skips-onboarding.md).
  startPath: "/questions/onboarding?retake=1",
  next: "/report",
  answers,
  // Already codes and numbers in its first shape.
  stored,
  score: (a) => scoreOnboarding(getOnboardingQuestions(), a.answers),
  summary: (r) => `Body type ${r.bodyType}${r.bodyTypeSupport ? ` (${r.bodyTypeSupport} support)` : ""}`,
  reads: null,
  trend,
} satisfies Instrument<"onboarding", z.output<typeof answers>, z.output<typeof stored>>;
