"use client";

import { useId } from "react";
import type { Gad7Item, ScaleStop } from "@/lib/content";
import type { Wording } from "@/content/hi/wording";
import type { ReportMeanings } from "@/lib/content/schemas";
import type { Gad7Result } from "@/lib/scoring/types";
import { parseScaleAnswers, type ScaleAnswers } from "./answer-shapes";
import { Gad7ResultStep } from "./gad7-result-step";
import { QuestionHeading } from "./question-heading";
import { QuestionnaireShell } from "./questionnaire-shell";
import { StopTrack } from "./stop-track";
import { useQuestionnaire } from "./use-questionnaire";

type Props = {
  userId: string;
  items: readonly Gad7Item[];
  stem: string;
  answers: readonly ScaleStop[];
  /** For the result step after Submit. */
  meanings: Wording<ReportMeanings["gad7"]>;
  /** The person's saved zone: their help lines come first (docs/decisions/0041-crisis-words-and-local-help-lines.md). */
  timeZone: string;
  /** The items' language when it is not the page's: their published English on a Hindi page (docs/decisions/0052-the-journey-and-report-in-hindi.md). */
  itemsLang?: string;
};

/**
 * The seven GAD-7 items, one at a time; nothing is pre-selected and each needs an answer. After
 * Submit a result step shows the score, its meaning and where to find help before moving on.
 * Drawn only once hydrated (see PlainQuestionnaire), as it resumes from a local draft.
 */
export function Gad7Questionnaire({ userId, items, stem, answers: stops, meanings, timeZone, itemsLang }: Props) {
  const min = stops[0]?.value ?? 0;
  const max = stops[stops.length - 1]?.value ?? 0;
  const ids = items.map((item) => item.id);
  const answeredAt = (answers: ScaleAnswers, step: number) => {
    const id = items[step]?.id;
    return id !== undefined && answers[id] !== undefined;
  };
  const q = useQuestionnaire<ScaleAnswers>({
    kind: "gad7",
    userId,
    stepCount: items.length,
    initialAnswers: {},
    parseAnswers: (raw) => parseScaleAnswers(raw, ids, min, max),
    isStepAnswered: answeredAt,
    toPayload: (answers) => ({ values: answers }),
    showResult: true,
  });
  const headingId = useId();
  const stemId = useId();
  const item = items[q.step];
  if (q.saved) return <Gad7ResultStep result={q.saved.result as Gad7Result} meanings={meanings} timeZone={timeZone} next={q.saved.next} />;
  if (!item) return null;

  return (
    <QuestionnaireShell
      kind="gad7"
      flow={q}
      canAdvance={answeredAt(q.answers, q.step)}
      canSubmit={items.every((_, step) => answeredAt(q.answers, step))}
      submitLabel="submit"
    >
      <p id={stemId} lang={itemsLang} className="text-muted">
        {stem}
      </p>
      <QuestionHeading id={headingId} lang={itemsLang}>
        {item.text}
      </QuestionHeading>
      <div className="pt-2">
        <StopTrack
          name={item.id}
          stops={stops}
          value={q.answers[item.id]}
          onChange={(value) => q.update((answers) => ({ ...answers, [item.id]: value }))}
          labelledBy={headingId}
          describedBy={stemId}
          disabled={q.saving}
          lang={itemsLang}
        />
      </div>
    </QuestionnaireShell>
  );
}
