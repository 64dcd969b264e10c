"use client";

import { ChoiceCard } from "@/components/ui/choice-card";
import type { VikritiRow } from "@/lib/content";
import { DOSHA_NAME_LIST } from "@/lib/scoring/doshas";
import { parseVikritiRows, vikritiPayload, type VikritiDraftRow } from "./answer-shapes";
import { QuestionHeading } from "./question-heading";
import { QuestionnaireShell } from "./questionnaire-shell";
import { useQuestionnaire } from "./use-questionnaire";

type Props = { userId: string; rows: readonly VikritiRow[]; prompt: string; noneLabel: string };

/** The 12 Vikriti rows about the past 2-4 weeks: one choice or "None of these", none required. Drawn only once hydrated (see PlainQuestionnaire), as it resumes from a local draft. */
export function VikritiQuestionnaire({ userId, rows, prompt, noneLabel }: Props) {
  const q = useQuestionnaire<VikritiDraftRow[]>({
    kind: "vikriti",
    userId,
    stepCount: rows.length,
    initialAnswers: rows.map(() => null),
    parseAnswers: (raw) => parseVikritiRows(raw, rows.length),
    toPayload: vikritiPayload,
  });
  const row = rows[q.step];
  if (!row) return null;
  const current = q.answers[q.step] ?? null;
  const choices: { value: Exclude<VikritiDraftRow, null>; label: string }[] = [
    ...DOSHA_NAME_LIST.map((dosha) => ({ value: dosha, label: row.options[dosha] })),
    { value: "none", label: noneLabel },
  ];
  const pick = (value: VikritiDraftRow) => q.update((answers) => answers.map((r, i) => (i === q.step ? value : r)));

  return (
    <QuestionnaireShell kind="vikriti" flow={q} canAdvance canSubmit submitLabel="finish">
      <p className="text-muted">{prompt}</p>
      <fieldset className="min-w-0">
        <legend className="w-full">
          <QuestionHeading>{row.prompt}</QuestionHeading>
        </legend>
        <div className="mt-5 flex flex-col gap-3">
          {choices.map((choice) => (
            <ChoiceCard
              key={choice.value}
              type="radio"
              name={row.id}
              value={choice.value}
              checked={current === choice.value}
              disabled={q.saving}
              onChange={() => pick(choice.value)}
            >
              {choice.label}
            </ChoiceCard>
          ))}
        </div>
      </fieldset>
    </QuestionnaireShell>
  );
}
