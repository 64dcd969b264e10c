"use client";

import { Fragment, useId, useState } from "react";
import { ChoiceCard } from "@/components/ui/choice-card";
import { acceptCustomEntry, ANSWER_MAX_CHARS, ANSWER_MAX_ITEMS } from "@/lib/habits/answer-rules";
import { inputUnitsFor } from "@/lib/text/visible-length";
import type { Draft, FlowActivity } from "./activity-state";
import { PromptFieldset } from "./activity-text";
import { ChoiceNote } from "./choice-note";
import { usePracticeWords } from "./practice-words";

type Props = { activity: FlowActivity; draft: Draft; onChange: (draft: Draft) => void };

/** Pick any number of items, plus 'Add your own' entries (trimmed, not empty, not a repeat). */
export function MultiSelectActivity({ activity, draft, onChange }: Props) {
  const id = useId();
  const t = usePracticeWords();
  const [entry, setEntry] = useState("");
  const [problem, setProblem] = useState("");
  const all = [...draft.choices, ...draft.custom];
  const full = all.length >= ANSWER_MAX_ITEMS;

  const toggle = (text: string, checked: boolean) =>
    onChange({ ...draft, choices: checked ? [...draft.choices, text] : draft.choices.filter((c) => c !== text) });

  const add = () => {
    const accepted = acceptCustomEntry(entry, [...activity.items.map((i) => i.text), ...draft.custom]);
    if (!accepted) {
      setProblem(entry.trim() ? t("alreadyListed") : t("writeFirst"));
      return;
    }
    const matchingItem = activity.items.find((i) => i.text.toLowerCase() === accepted.toLowerCase());
    if (matchingItem) return setProblem(t("alreadyListed"));
    onChange({ ...draft, custom: [...draft.custom, accepted] });
    setEntry("");
    setProblem("");
  };

  return (
    <PromptFieldset prompt={activity.prompt.text}>
      {activity.items.map((item) => (
        <Fragment key={item.text}>
          <ChoiceCard
            type="checkbox"
            name={activity.key}
            value={item.text}
            checked={draft.choices.includes(item.text)}
            disabled={full && !draft.choices.includes(item.text)}
            onChange={(checked) => toggle(item.text, checked)}
          >
            {item.text}
          </ChoiceCard>
          {draft.choices.includes(item.text) && <ChoiceNote note={item.note} />}
        </Fragment>
      ))}
      {draft.custom.map((text) => (
        <ChoiceCard
          key={`custom-${text}`}
          type="checkbox"
          name={`${activity.key}-own`}
          value={text}
          checked
          onChange={() => onChange({ ...draft, custom: draft.custom.filter((c) => c !== text) })}
        >
          {text} <span className="text-sm text-muted">{t("yourOwn")}</span>
        </ChoiceCard>
      ))}
      <div className="mt-2 flex flex-col gap-1.5">
        <label htmlFor={`${id}-own`} className="text-sm font-medium text-ink">
          {t("addOwn")}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-own`}
            value={entry}
            maxLength={inputUnitsFor(ANSWER_MAX_CHARS)}
            disabled={full}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => setEntry(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                add();
              }
            }}
            className="min-h-12 w-full min-w-0 rounded-2xl border border-line bg-white px-4 py-3 text-base text-ink outline-none focus:border-accent"
          />
          <button
            type="button"
            onClick={add}
            disabled={full}
            className="min-h-12 shrink-0 rounded-full border border-accent/40 bg-white px-5 font-semibold text-accent hover:bg-accent-soft disabled:opacity-50"
          >
            {t("add")}
          </button>
        </div>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm text-danger">
            {problem}
          </p>
        )}
      </div>
    </PromptFieldset>
  );
}
