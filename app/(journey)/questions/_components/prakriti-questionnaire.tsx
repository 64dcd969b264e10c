"use client";

import { useId, useState } from "react";
import { useWords } from "@/components/i18n/words-context";
import { ChoiceCard } from "@/components/ui/choice-card";
import type { PrakritiRow } from "@/lib/content";
import type { Dosha } from "@/lib/scoring/doshas";
import { parsePrakritiRows } from "./answer-shapes";
import { QuestionHeading } from "./question-heading";
import { QuestionnaireShell } from "./questionnaire-shell";
import { togglePick } from "./step-logic";
import { useQuestionnaire } from "./use-questionnaire";

type Props = { userId: string; rows: readonly PrakritiRow[]; prompt: string; maxPicks: number };

/** The 14 Prakriti rows: three cards a row, up to `maxPicks` picks, none required. Drawn only once hydrated (see PlainQuestionnaire), as it resumes from a local draft. */
export function PrakritiQuestionnaire({ userId, rows, prompt, maxPicks }: Props) {
  const t = useWords("Questions");
  const q = useQuestionnaire<Dosha[][]>({
    kind: "prakriti",
    userId,
    stepCount: rows.length,
    initialAnswers: rows.map(() => []),
    parseAnswers: (raw) => parsePrakritiRows(raw, rows.length, maxPicks),
    toPayload: (answers) => ({ rows: answers }),
  });
  const row = rows[q.step];
  if (!row) return null;
  const anyPick = q.answers.some((picks) => picks.length > 0);
  const lastStep = q.step === rows.length - 1;
  return (
    <QuestionnaireShell kind="prakriti" flow={q} canAdvance canSubmit={anyPick} submitLabel="finish">
      <p className="text-muted">{prompt}</p>
      {lastStep && !anyPick ? (
        <p role="status" className="text-sm font-semibold text-danger">
          {t("needsAPick")}
        </p>
      ) : null}
      <PrakritiRowChoices
        row={row}
        picks={q.answers[q.step] ?? []}
        maxPicks={maxPicks}
        disabled={q.saving}
        onPicks={(picks) => q.update((answers) => answers.map((r, i) => (i === q.step ? picks : r)))}
      />
    </QuestionnaireShell>
  );
}

function PrakritiRowChoices(props: { row: PrakritiRow; picks: readonly Dosha[]; maxPicks: number; disabled: boolean; onPicks: (picks: Dosha[]) => void }) {
  const { row, picks, maxPicks, disabled, onPicks } = props;
  const hintId = useId();
  const [full, setFull] = useState(false);
  const t = useWords("Questions");
  const limit = maxPicks === 2 ? t("pickLimitTwo") : String(maxPicks);

  function toggle(value: Dosha) {
    const result = togglePick(picks, value, maxPicks);
    setFull(result.ignored);
    if (!result.ignored) onPicks(result.picks);
  }

  return (
    <fieldset className="min-w-0" aria-describedby={hintId}>
      <legend className="w-full">
        <QuestionHeading>{row.prompt}</QuestionHeading>
      </legend>
      <p id={hintId} className="mt-2 text-sm text-muted">
        {t("chooseUpTo", { limit })}
      </p>
      <div className="mt-5 flex flex-col gap-3">
        {row.options.map((option) => (
          <ChoiceCard
            key={option.value}
            type="checkbox"
            name={row.id}
            value={option.value}
            checked={picks.includes(option.value)}
            disabled={disabled}
            onChange={() => toggle(option.value)}
          >
            {option.label}
          </ChoiceCard>
        ))}
      </div>
      <p role="status" aria-live="polite" className="mt-3 min-h-6 text-sm font-medium text-accent-dark">
        {full ? t("pickLimitReached", { limit }) : ""}
      </p>
    </fieldset>
  );
}
