"use client";

import { useId } from "react";
import { ScaleSlider } from "@/components/ui/scale-slider";
import { filledScale, parseScaleAnswers, type ScaleAnswers } from "./answer-shapes";
import { QuestionHeading, QuestionTag } from "./question-heading";
import { QuestionnaireShell } from "./questionnaire-shell";
import { useQuestionnaire } from "./use-questionnaire";

type ScaleItem = { id: string; text: string; tag: string };

type Props = {
  kind: "ama" | "life";
  userId: string;
  items: readonly ScaleItem[];
  /** The labelled stops, lowest first; every item starts at the lowest. */
  scale: readonly { value: number; label: string }[];
  /** "prompt": a line above each item (ama); "stem": the start of each item's sentence (life). */
  lead: { text: string; as: "prompt" | "stem" };
};

/** One slider an item, every item starting at the lowest stop (ama signs, lifestyle items). Drawn only once hydrated (see PlainQuestionnaire), as it resumes from a local draft. */
export function ScaleQuestionnaire({ kind, userId, items, scale, lead }: Props) {
  const min = scale[0]?.value ?? 0;
  const max = scale[scale.length - 1]?.value ?? 0;
  const ids = items.map((item) => item.id);
  const q = useQuestionnaire<ScaleAnswers>({
    kind,
    userId,
    stepCount: items.length,
    initialAnswers: filledScale(ids, min),
    parseAnswers: (raw) => parseScaleAnswers(raw, ids, min, max, min),
    toPayload: (answers) => ({ values: { ...filledScale(ids, min), ...answers } }),
  });
  const headingId = useId();
  const leadId = useId();
  const item = items[q.step];
  if (!item) return null;
  const value = q.answers[item.id] ?? min;

  return (
    <QuestionnaireShell kind={kind} flow={q} canAdvance canSubmit submitLabel="submit">
      {lead.as === "prompt" && (
        <p id={leadId} className="text-muted">
          {lead.text}
        </p>
      )}
      <QuestionTag>{item.tag}</QuestionTag>
      <QuestionHeading id={headingId}>
        {lead.as === "stem" && <span className="mb-1 block font-sans text-base text-muted">{lead.text}</span>} {item.text}
      </QuestionHeading>
      <p aria-hidden="true" className="text-center font-serif text-xl text-accent-dark">
        {scale.find((stop) => stop.value === value)?.label}
      </p>
      <ScaleSlider
        value={value}
        min={min}
        max={max}
        onChange={(next) => q.update((answers) => ({ ...answers, [item.id]: next }))}
        stopLabels={scale.map((stop) => stop.label)}
        labelledBy={headingId}
        describedBy={lead.as === "prompt" ? leadId : undefined}
        disabled={q.saving}
      />
    </QuestionnaireShell>
  );
}
