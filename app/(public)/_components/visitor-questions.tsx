"use client";

import { useWords } from "@/components/i18n/words-context";
import { Button } from "@/components/ui/button";
import { ChoiceCard } from "@/components/ui/choice-card";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { VisitorOnboardingContent, VisitorQuestion } from "@/lib/content/schemas/visitor-onboarding";
import type { OnboardingPick } from "@/lib/scoring/types";

type HeadingRef = React.Ref<HTMLHeadingElement>;

/** q0: which areas need balancing (multi-select). */
export function AreaQuestion({
  q0,
  picks,
  onToggle,
  onContinue,
  onSkip,
  headingRef,
}: {
  q0: VisitorOnboardingContent["q0"];
  picks: readonly OnboardingPick[];
  onToggle: (pick: OnboardingPick) => void;
  onContinue: () => void;
  onSkip: () => void;
  headingRef: HeadingRef;
}) {
  const t = useWords("Landing");
  return (
    <fieldset className="flex flex-col gap-6" aria-describedby="q0-subline">
      <legend className="contents">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl text-ink outline-none sm:text-4xl">
          {q0.text}
        </h1>
      </legend>
      <p id="q0-subline" className="-mt-2 text-lg leading-relaxed text-muted">
        {q0.subline}
      </p>
      <div className="flex flex-col gap-3">
        {q0.options.map((option) => (
          <ChoiceCard key={option.id} type="checkbox" name="q0" value={option.id} checked={picks.includes(option.id)} onChange={() => onToggle(option.id)}>
            {option.label}
          </ChoiceCard>
        ))}
      </div>
      <Actions primary={t("continue")} disabled={picks.length === 0} onPrimary={onContinue} onSkip={onSkip} />
    </fieldset>
  );
}

/** One single-choice question of the track, 'Question n of 3' with its progress. */
export function TrackQuestion({
  question,
  step,
  total,
  chosen,
  onChoose,
  onNext,
  onSkip,
  onBack,
  headingRef,
}: {
  question: VisitorQuestion;
  step: number;
  total: number;
  chosen: string | undefined;
  onChoose: (optionId: string) => void;
  onNext: () => void;
  onSkip: () => void;
  onBack: () => void;
  headingRef: HeadingRef;
}) {
  const t = useWords("Landing");
  const helperId = `step-${step}-helper`;
  return (
    <fieldset className="flex flex-col gap-6" aria-describedby={question.helper ? helperId : undefined}>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm font-semibold text-accent-dark">{t("questionOf", { step, total })}</p>
          <BackButton onBack={onBack} />
        </div>
        <ProgressBar value={step - 1} max={total} label={t("progress")} valueText={t("questionOf", { step, total })} />
      </div>
      <legend className="contents">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl text-ink outline-none sm:text-4xl">
          {question.text}
        </h1>
      </legend>
      {question.helper && (
        <p id={helperId} className="-mt-2 leading-relaxed text-muted">
          {question.helper}
        </p>
      )}
      <div className="flex flex-col gap-3">
        {question.options.map((option) => (
          // Clicking the chosen card again clears it (docs/decisions/0000-the-original-app.md §2), hence onClick rather than onChange.
          <ChoiceCard
            key={option.id}
            type="radio"
            name={`step-${step}`}
            value={option.id}
            checked={chosen === option.id}
            onChange={() => {}}
            onClick={() => onChoose(option.id)}
          >
            {option.label}
          </ChoiceCard>
        ))}
      </div>
      <Actions primary={step === total ? t("continue") : t("next")} disabled={!chosen} onPrimary={onNext} onSkip={onSkip} />
    </fieldset>
  );
}

function Actions({ primary, disabled, onPrimary, onSkip }: { primary: string; disabled: boolean; onPrimary: () => void; onSkip: () => void }) {
  const t = useWords("Landing");
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
      <Button variant="ghost" onClick={onSkip}>
        {t("skip")}
      </Button>
      <Button onClick={onPrimary} disabled={disabled} className="sm:min-w-44">
        {primary}
      </Button>
    </div>
  );
}

/** One step back in the flow (the browser's Back does the same). */
export function BackButton({ onBack, className = "" }: { onBack: () => void; className?: string }) {
  const t = useWords("Landing");
  return (
    <Button variant="ghost" onClick={onBack} className={`-ml-2 ${className}`}>
      <span aria-hidden="true">←</span> {t("back")}
    </Button>
  );
}
