"use client";

import Link from "next/link";
import { useEffect, useRef, type ReactNode } from "react";
import { useWords } from "@/components/i18n/words-context";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { SubmitProblem } from "./use-questionnaire";

/** Where the person is and how to move: exactly what useQuestionnaire returns. */
type QuestionnaireFlow = {
  step: number;
  stepCount: number;
  isLast: boolean;
  saving: boolean;
  problem: SubmitProblem | null;
  back: () => void;
  next: () => void;
  submit: () => void;
};

type Props = {
  kind: string;
  flow: QuestionnaireFlow;
  /** Defaults to the position: question n of N. */
  progress?: { value: number; max: number; valueText: string };
  /** Above the progress bar, e.g. the section title. */
  eyebrow?: ReactNode;
  canAdvance: boolean;
  canSubmit: boolean;
  submitLabel: "finish" | "submit";
  children: ReactNode;
};

/**
 * The frame every questionnaire shares: the privacy line before the first question, the
 * position and progress, one question, and Back / Next / Finish or Submit. When the step
 * changes, focus moves to the new question's heading.
 */
export function QuestionnaireShell(props: Props) {
  const { kind, flow, progress, eyebrow, canAdvance, canSubmit, submitLabel, children } = props;
  const { step, stepCount, isLast, saving } = flow;
  const rootRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  const t = useWords("Questions");

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    rootRef.current?.querySelector<HTMLElement>("[data-question-heading]")?.focus();
  }, [step]);

  const position = t("position", { number: step + 1, count: stepCount });
  const bar = progress ?? { value: step + 1, max: stepCount, valueText: position };
  return (
    <div ref={rootRef} data-testid={`questionnaire-${kind}`} aria-busy={saving} className="flex flex-col gap-6">
      {step === 0 && <p className="text-sm text-muted">{t("privacyLine")}</p>}
      <div className="flex flex-col gap-2">
        {eyebrow}
        <p className="text-sm font-medium text-muted">{position}</p>
        <ProgressBar value={bar.value} max={bar.max} label={t("progress")} valueText={bar.valueText} />
      </div>
      <div key={step} className="flex flex-col gap-5">
        {children}
      </div>
      <div className="flex items-center justify-between gap-3 pt-2">
        <Button variant="secondary" onClick={flow.back} disabled={step === 0 || saving} className="min-w-28">
          {t("back")}
        </Button>
        {isLast ? (
          <Button key="submit" onClick={flow.submit} disabled={!canSubmit || saving} className="min-w-32">
            {saving ? t("submitting") : t(submitLabel)}
          </Button>
        ) : (
          <Button key="next" onClick={flow.next} disabled={!canAdvance || saving} className="min-w-32">
            {t("next")}
          </Button>
        )}
      </div>
      <p role="alert" data-testid="submit-problem" className="text-sm text-danger empty:hidden">
        {flow.problem && (
          <>
            {flow.problem.message}
            {flow.problem.logInAgain && (
              <>
                {" "}
                {t("keptOnDevice")}{" "}
                <Link href={flow.problem.logInAgain} className="inline-flex min-h-11 items-center font-semibold text-accent-dark underline underline-offset-4">
                  {t("logInAgain")}
                </Link>
              </>
            )}
          </>
        )}
      </p>
    </div>
  );
}
