/** The visitor draft as the server accepts it: every option id must exist in its track's content. */
import { z } from "zod";
import { getVisitorOnboarding } from "@/lib/content/visitor-onboarding";
import { answerKey, ONBOARDING_PICKS, ONBOARDING_TRACKS } from "@/lib/onboarding/visitor-draft";
import { onboardingTrack } from "@/lib/scoring/onboarding-track";

export const VisitorDraftSchema = z
  .object({
    stage: z.number().int().min(0).max(4),
    q0: z.array(z.enum(ONBOARDING_PICKS)).max(ONBOARDING_PICKS.length),
    answers: z.record(z.string().regex(/^(balance|sleep|stress)-q[1-3]$/), z.string().max(64)),
    flow: z.enum(ONBOARDING_TRACKS).nullable(),
  })
  .superRefine((draft, ctx) => {
    if (draft.q0.length === 0) ctx.addIssue({ code: "custom", message: "Choose at least one area", path: ["q0"] });
    const track = onboardingTrack(draft.q0);
    const questions = getVisitorOnboarding().tracks[track];
    for (const [key, optionId] of Object.entries(draft.answers)) {
      const step = questions.findIndex((_, i) => answerKey(track, i + 1) === key);
      if (step < 0 || !questions[step]!.options.some((o) => o.id === optionId)) {
        ctx.addIssue({ code: "custom", message: "That answer is not one of the choices", path: ["answers", key] });
      }
    }
  })
  // The track is the rule's, never the client's word for it.
  .transform((draft) => ({ areas: [...new Set(draft.q0)], track: onboardingTrack(draft.q0), answers: draft.answers }));

export type VisitorPreferencesInput = z.output<typeof VisitorDraftSchema>;
