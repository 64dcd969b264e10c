"use client";

import { ChoiceCard } from "@/components/ui/choice-card";
import { Button } from "@/components/ui/button";
import { OwnWordsArea, PromptFieldset } from "./activity-text";
import { usePracticeWords } from "./practice-words";
import type { Draft, FlowActivity } from "./activity-state";
import { ChoiceNote } from "./choice-note";

type Props = { activity: FlowActivity; draft: Draft; onChange: (draft: Draft) => void };

function Choices({ activity, draft, onChange, locked = false }: Props & { locked?: boolean }) {
  return (
    <PromptFieldset prompt={activity.prompt.text}>
      {activity.items.map((item) => (
        <ChoiceCard
          key={item.text}
          type="radio"
          name={activity.key}
          value={item.text}
          checked={draft.choices[0] === item.text}
          disabled={locked}
          onChange={() => onChange({ ...draft, choices: [item.text] })}
        >
          {item.text}
        </ChoiceCard>
      ))}
      {!locked && <ChoiceNote note={activity.items.find((i) => i.text === draft.choices[0])?.note} />}
    </PromptFieldset>
  );
}

/** One choice, then (once chosen) room to write about it. */
export function SelectReflectionActivity({ activity, draft, onChange }: Props) {
  return (
    <div className="flex flex-col gap-6">
      <Choices activity={activity} draft={draft} onChange={onChange} />
      {draft.choices.length === 1 && <OwnWordsArea value={draft.text} onChange={(text) => onChange({ ...draft, text })} />}
    </div>
  );
}

/** A question of fact with one right answer: Submit waits for a choice; the feedback says the answer, kindly either way. */
export function QuizActivity({ activity, draft, onChange }: Props) {
  const t = usePracticeWords();
  const right = activity.items.find((i) => i.correct)?.text;
  const chosen = draft.choices[0];
  return (
    <div className="flex flex-col gap-5">
      <Choices activity={activity} draft={draft} onChange={onChange} locked={draft.submitted} />
      {!draft.submitted ? (
        <Button variant="secondary" className="self-start" disabled={!chosen} onClick={() => onChange({ ...draft, submitted: true })}>
          {t("submit")}
        </Button>
      ) : (
        <div role="status" className={`rounded-2xl border p-4 leading-relaxed ${chosen === right ? "border-accent/40 bg-accent-soft" : "border-line bg-sand"}`}>
          <p className="font-semibold text-ink">{chosen === right ? t("right") : t("answerIs", { answer: right ?? "" })}</p>
          {activity.explanation && <p className="mt-1 text-ink">{activity.explanation.text}</p>}
        </div>
      )}
    </div>
  );
}
