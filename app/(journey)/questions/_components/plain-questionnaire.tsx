"use client";

import type { ReactNode } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { useWords } from "@/components/i18n/words-context";
import { buttonClass } from "@/components/ui/button";
import { fieldName } from "@/lib/assessments/form-answers";
import type { FormPlan } from "@/lib/assessments/form-plans";
import { submitQuestionnaireFormAction } from "../actions";
import { PlainQuestionView, questionAnchor } from "./plain-question";

type Props = {
  plan: FormPlan;
  /** The step-by-step flow, which takes over once the page's script has loaded. */
  children: ReactNode;
};

/**
 * A questionnaire that works before JavaScript has loaded (docs/decisions/0040-one-way-to-write-a-form.md):
 * the server draws every question as one plain form posted to submitQuestionnaireFormAction. Once
 * hydrated, the step-by-step flow (`children`, with its local draft) takes its place, unless
 * the form is showing a refusal: then it stays, so nothing that was chosen is lost.
 */
export function PlainQuestionnaire({ plan, children }: Props) {
  const t = useWords("Questions");
  const { failed, hydrated, pending, formAction } = useFormAction(submitQuestionnaireFormAction, { unreachable: t("unreachable") });
  if (hydrated && !failed) return children;

  const kept = failed ? failed.values : null;
  const marked = plan.questions.filter((q) => failed?.fieldErrors[fieldName(q)]);
  return (
    <form action={formAction} noValidate data-testid={`plain-questionnaire-${plan.kind}`} className="flex flex-col gap-6">
      <input type="hidden" name="kind" value={plan.kind} />
      <p className="text-sm text-muted">{t("privacyLine")}</p>
      {failed && (
        <div role="alert" className="rounded-2xl border border-danger/40 bg-white p-4 text-ink">
          <p className="font-semibold text-danger">{failed.message}</p>
          {marked.length > 0 && (
            <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm">
              {marked.map((q) => (
                <li key={fieldName(q)}>
                  <a href={`#${questionAnchor(q)}`} className="inline-flex min-h-11 items-center text-accent-dark underline underline-offset-4">
                    {q.legend}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {plan.lead && <p className="text-lg text-ink">{plan.lead}</p>}
      <ol className="flex flex-col gap-5">
        {plan.questions.map((question) => (
          <li key={fieldName(question)}>
            <PlainQuestionView question={question} kept={kept} error={failed?.fieldErrors[fieldName(question)]} />
          </li>
        ))}
      </ol>
      <div className="flex flex-col items-stretch gap-3 sm:items-end">
        {failed && <p className="text-sm font-semibold text-danger">{failed.message}</p>}
        <button type="submit" disabled={pending} className={buttonClass("primary", "min-w-48")}>
          {pending ? t("saving") : t("saveMyAnswers")}
        </button>
      </div>
    </form>
  );
}
