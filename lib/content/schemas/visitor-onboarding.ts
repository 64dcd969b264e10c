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

export const VisitorOnboardingSchema = z.strictObject({
  q0: z.strictObject({
    text: z.literal("Which area needs balancing in your life?"),
    subline: z.literal("Select all that apply. Take a gentle breath and choose what resonates."),
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
  save: z.strictObject({
    title: z.literal("Calm your mind. Change your life."),
    benefits: z.array(text).length(3),
    cardTitle: z.literal("Create a free account to save your preferences"),
  }),
});
export type VisitorOnboardingContent = z.infer<typeof VisitorOnboardingSchema>;
export type VisitorQuestion = z.infer<typeof VisitorQuestionSchema>;
