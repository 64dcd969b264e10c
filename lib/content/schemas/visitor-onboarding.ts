/** Schema of the visitor's onboarding (q0 and three questions in each of three tracks) and save screen. */
import { z } from "zod";
import { addDuplicateIssues, text } from "./common";

const slug = z.string().regex(/^[a-z0-9-]+$/, "must be a lower-case slug");

const VisitorOptionSchema = z.strictObject({ id: slug, label: text, habit: slug });

const VisitorQuestionSchema = z.strictObject({ text, helper: text.optional(), options: z.array(VisitorOptionSchema).min(2).max(5) }).superRefine((q, ctx) =>
  addDuplicateIssues(
    q.options.map((o) => o.id),
    ctx,
    "option id",
  ),
);

const TrackSchema = z.array(VisitorQuestionSchema).length(3);

/** The visitor's onboarding in any language: its shape, ids and habits, whatever its words. */
export const VisitorOnboardingWordsSchema = z.strictObject({
  q0: z.strictObject({
    text,
    subline: text,
    options: z
      .array(z.strictObject({ id: z.enum(["health", "sleep", "stress", "other"]), label: text }))
      .length(4)
      .superRefine((options, ctx) =>
        addDuplicateIssues(
          options.map((o) => o.id),
          ctx,
          "q0 option",
        ),
      ),
  }),
  tracks: z.strictObject({ balance: TrackSchema, sleep: TrackSchema, stress: TrackSchema }),
  save: z.strictObject({ title: text, benefits: z.array(text).length(3), cardTitle: text }),
});

/** The English file keeps the product spec's exact words for these four lines; Hindi says them in its own. */
export const VisitorOnboardingSchema = VisitorOnboardingWordsSchema.superRefine((content, ctx) => {
  const specWords = [
    [["q0", "text"], content.q0.text, "Which area needs balancing in your life?"],
    [["q0", "subline"], content.q0.subline, "Select all that apply. Take a gentle breath and choose what resonates."],
    [["save", "title"], content.save.title, "Calm your mind. Change your life."],
    [["save", "cardTitle"], content.save.cardTitle, "Create a free account to save your preferences"],
  ] as const;
  for (const [path, value, words] of specWords) {
    if (value !== words) ctx.addIssue({ code: "custom", path: [...path], message: `must be the spec's words: "${words}"` });
  }
});
export type VisitorOnboardingContent = z.infer<typeof VisitorOnboardingWordsSchema>;
export type VisitorQuestion = z.infer<typeof VisitorQuestionSchema>;
