"use client";

import { useId } from "react";
import { useWords } from "@/components/i18n/words-context";
import { ChoiceCard } from "@/components/ui/choice-card";
import type { OnboardingSection } from "@/lib/content";
import { parseChoiceAnswers, type ChoiceAnswers } from "./answer-shapes";
import type { OnboardingQuestionView } from "./question-views";
import { QuestionHeading } from "./question-heading";
import { QuestionnaireShell } from "./questionnaire-shell";
import { canFinishChoices, choose, countAnswered, isChoiceAnswered, sectionPosition } from "./step-logic";
import { useQuestionnaire } from "./use-questionnaire";

type Props = { userId: string; questions: readonly OnboardingQuestionView[]; sections: readonly OnboardingSection[] };

/** The 18 onboarding questions in 4 sections: radio cards, and checkboxes for the multi-choice one. Drawn only once hydrated (see PlainQuestionnaire), as it resumes from a local draft. */
export function OnboardingQuestionnaire({ userId, questions, sections }: Props) {
  const t = useWords("Questions");
  const q = useQuestionnaire<ChoiceAnswers>({
    kind: "onboarding",
    userId,
    stepCount: questions.length,
    initialAnswers: {},
    parseAnswers: (raw) => parseChoiceAnswers(raw, questions),
    isStepAnswered: (answers, step) => isChoiceAnswered(answers, questions[step]?.id),
    toPayload: (answers) => ({ answers }),
    successMessage: t("onboardingSaved"),
  });
  const helperId = useId();
  const question = questions[q.step];
  const section = sectionPosition(questions, sections, q.step);
  const answered = countAnswered(questions, q.answers);
  if (!question) return null;

  const picks = q.answers[question.id] ?? [];
  const multi = question.type === "multi";
  return (
    <QuestionnaireShell
      kind="onboarding"
      flow={q}
      progress={{ value: answered, max: questions.length, valueText: t("answeredCount", { answered, count: questions.length }) }}
      eyebrow={section && <p className="font-serif text-lg text-accent-dark">{section.title}</p>}
      canAdvance={isChoiceAnswered(q.answers, question.id)}
      canSubmit={canFinishChoices(questions, q.answers)}
      submitLabel="finish"
    >
      <fieldset className="min-w-0" aria-describedby={question.helper ? helperId : undefined}>
        <legend className="w-full">
          <QuestionHeading>{question.text}</QuestionHeading>
        </legend>
        {question.helper && (
          <p id={helperId} className="mt-2 text-muted">
            {question.helper}
          </p>
        )}
        <div className="mt-5 flex flex-col gap-3">
          {question.options.map((option) => (
            <ChoiceCard
              key={option.id}
              type={multi ? "checkbox" : "radio"}
              name={question.id}
              value={option.id}
              checked={picks.includes(option.id)}
              disabled={q.saving}
              onChange={(checked) => q.update((answers) => choose(question, answers, option.id, checked))}
            >
              {option.label}
            </ChoiceCard>
          ))}
        </div>
      </fieldset>
    </QuestionnaireShell>
  );
}
