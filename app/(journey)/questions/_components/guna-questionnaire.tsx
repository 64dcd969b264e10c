"use client";

import { useId } from "react";
import { useWords } from "@/components/i18n/words-context";
import { nearestStopLabel, ScaleSlider } from "@/components/ui/scale-slider";
import type { GunaSlider, SliderRange } from "@/lib/content";
import { parseGunaValues, type GunaValues } from "./answer-shapes";
import { QuestionHeading } from "./question-heading";
import { QuestionnaireShell } from "./questionnaire-shell";
import { useQuestionnaire } from "./use-questionnaire";

type Props = { userId: string; sliders: readonly GunaSlider[]; prompt: string; scale: readonly string[]; range: SliderRange };

/** The three guna sliders (0-10, starting at 5), one a step. Drawn only once hydrated (see PlainQuestionnaire), as it resumes from a local draft. */
export function GunaQuestionnaire({ userId, sliders, prompt, scale, range }: Props) {
  const start = range.defaultValue;
  const t = useWords("Questions");
  const q = useQuestionnaire<GunaValues>({
    kind: "guna",
    userId,
    stepCount: sliders.length,
    initialAnswers: { sattva: start, rajas: start, tamas: start },
    parseAnswers: (raw) => parseGunaValues(raw, range),
    toPayload: (answers) => answers,
  });
  const headingId = useId();
  const promptId = useId();
  const slider = sliders[q.step];
  if (!slider) return null;
  const value = q.answers[slider.id];
  // The scale's word is what a person reads ("Often"); the number only helps a screen reader
  // hear a step between two words.
  const word = (v: number) => nearestStopLabel(v, range.min, range.max, scale);
  const describe = (v: number) => t("sliderValue", { word: word(v), value: v, max: range.max });

  return (
    <QuestionnaireShell kind="guna" flow={q} canAdvance canSubmit submitLabel="submit">
      <p className="text-muted">{prompt}</p>
      <div className="flex flex-col gap-2">
        <QuestionHeading id={headingId}>{slider.label}</QuestionHeading>
        <p id={promptId} className="text-lg text-ink">
          {slider.prompt}
        </p>
      </div>
      <p aria-hidden="true" data-testid="guna-word" className="text-center font-serif text-xl text-accent-dark">
        {word(value)}
      </p>
      <ScaleSlider
        value={value}
        min={range.min}
        max={range.max}
        step={range.step}
        onChange={(next) => q.update((answers) => ({ ...answers, [slider.id]: next }))}
        stopLabels={scale}
        valueText={describe}
        labelledBy={headingId}
        describedBy={promptId}
        disabled={q.saving}
      />
    </QuestionnaireShell>
  );
}
