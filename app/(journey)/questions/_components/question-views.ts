import type { OnboardingQuestion } from "@/lib/content";

/** What the browser needs of an onboarding question: no dosha or weight (scoring stays on the server). */
export type OnboardingQuestionView = Pick<OnboardingQuestion, "id" | "section" | "type" | "text" | "helper"> & {
  options: readonly { id: string; label: string; exclusive?: true }[];
};

/** Strips a question down to what the screen shows; called by the server page. */
export function toQuestionView({ id, section, type, text, helper, options }: OnboardingQuestion): OnboardingQuestionView {
  return {
    id,
    section,
    type,
    text,
    ...(helper ? { helper } : {}),
    options: options.map((o) => ({ id: o.id, label: o.label, ...(o.exclusive ? { exclusive: o.exclusive } : {}) })),
  };
}
