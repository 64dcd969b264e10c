"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { submitAssessmentAction } from "../actions";
import type { SubmittedAssessment } from "@/lib/assessments/submit";
import { notify } from "@/components/feedback/notify";
import { useWords } from "@/components/i18n/words-context";
import type { AssessmentKind } from "@/lib/assessments/instruments/kinds";
import { loginPath } from "@/lib/navigation";
import { browserStorage, clearDraft, draftKey, loadDraft, saveDraft, type Draft } from "./draft-storage";
import { resumeStep, stepAfter, stepBefore } from "./step-logic";

/** One id for every save toast, so a quick run through the chain replaces it instead of stacking. */
export const SAVED_TOAST_ID = "assessment-saved";

/** Why the last submit did not save, and, when the session is gone, the login that leads back here. */
export type SubmitProblem = { message: string; logInAgain: string | null };

export type QuestionnaireOptions<A> = {
  kind: AssessmentKind;
  userId: string;
  stepCount: number;
  initialAnswers: A;
  /** Reads a stored draft's answers back, or null to ignore the draft. */
  parseAnswers: (raw: unknown) => A | null;
  /** For questionnaires that need every answer: a restored draft never resumes past a gap. */
  isStepAnswered?: (answers: A, step: number) => boolean;
  toPayload: (answers: A) => unknown;
  successMessage?: string;
  /**
   * Stay on the page after saving and hand back what was saved (`saved`), for a result step
   * that shows the result before moving on; no toast then, the step says it was saved.
   */
  showResult?: boolean;
};

/**
 * The state of one questionnaire: the current step and answers (mirrored into a local draft on
 * every change), moving between steps, and submitting to the server, which validates and scores.
 * Reads localStorage while initialising, so render it only on the client (see PlainQuestionnaire).
 */
export function useQuestionnaire<A>(options: QuestionnaireOptions<A>) {
  const { kind, userId, stepCount, initialAnswers, parseAnswers, isStepAnswered, toPayload } = options;
  const router = useRouter();
  const t = useWords("Questions");
  const key = draftKey(kind, userId);
  const [draft, setDraft] = useState<Draft<A>>(() => {
    const stored = loadDraft(browserStorage(), key, parseAnswers);
    if (!stored) return { step: 0, answers: initialAnswers };
    const answered = isStepAnswered ? (step: number) => isStepAnswered(stored.answers, step) : undefined;
    return { step: resumeStep(stored.step, stepCount, answered), answers: stored.answers };
  });
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<SubmittedAssessment | null>(null);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);

  useEffect(() => {
    saveDraft(browserStorage(), key, draft);
  }, [key, draft]);

  const update = useCallback((change: (answers: A) => A) => {
    setDraft((d) => ({ ...d, answers: change(d.answers) }));
  }, []);
  const back = useCallback(() => setDraft((d) => ({ ...d, step: stepBefore(d.step, stepCount) })), [stepCount]);
  const next = useCallback(() => setDraft((d) => ({ ...d, step: stepAfter(d.step, stepCount) })), [stepCount]);

  async function submit() {
    if (saving) return;
    setSaving(true);
    setProblem(null);
    let message = t("submitFailed");
    let signedOut = false;
    try {
      const result = await submitAssessmentAction({ kind, answers: toPayload(draft.answers) });
      if (result.ok) {
        clearDraft(browserStorage(), key);
        if (options.showResult) {
          setSaved(result.data);
          setSaving(false);
          return;
        }
        notify("success", options.successMessage ?? t("savedGently"), { id: SAVED_TOAST_ID });
        router.replace(result.data.next);
        router.refresh();
        return; // stays "saving" (everything disabled) while the next page loads
      }
      message = result.message || t("submitFailed");
      signedOut = result.status === 401;
    } catch {
      // A network or server failure: the same gentle fallback, and the answers stay.
    }
    notify("error", message);
    // Said where the buttons are too, until the next try: a toast is gone in seconds. Signed out,
    // the way back is a login that returns here, where the draft (kept per person) is waiting
    // (lib/auth/guards.ts lets `ended=1` reach the login page even with a cookie that no longer counts).
    const here = `${window.location.pathname}${window.location.search}`;
    setProblem({ message, logInAgain: signedOut ? loginPath(here, { ended: true }) : null });
    setSaving(false);
  }

  return {
    step: draft.step,
    stepCount,
    answers: draft.answers,
    saving,
    saved,
    problem,
    isLast: draft.step >= stepCount - 1,
    update,
    back,
    next,
    submit,
  };
}
