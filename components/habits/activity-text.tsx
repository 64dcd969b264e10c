"use client";

import { useId, type ReactNode } from "react";
import { ANSWER_MAX_CHARS } from "@/lib/habits/answer-rules";
import { inputUnitsFor, visibleLength } from "@/lib/text/visible-length";
import { usePracticeWords } from "./practice-words";

type Props = { label: string; hint?: string } & (
  | { value: string; onChange: (value: string) => void; name?: undefined; defaultValue?: undefined }
  /** On a form the browser posts itself: its field name and the text to start from (no count, which only the script could keep). */
  | { name: string; defaultValue: string; value?: undefined; onChange?: undefined }
);

type FieldProps = Omit<Props, "label" | "hint">;

/** The words beside a chosen item, in the flow (activity-choice.tsx) and on the one-form page (activity-fields.tsx). */
export function OwnWordsArea(props: FieldProps) {
  const t = usePracticeWords();
  return <ActivityTextArea {...(props as Props)} label={t("ownWords")} hint={t("ownWordsHint")} />;
}

/** A multi-select's own entries on the one-form page, one a line. */
export function OwnEntriesArea(props: FieldProps) {
  const t = usePracticeWords();
  return <ActivityTextArea {...(props as Props)} label={t("addOwn")} hint={t("oneALine")} />;
}

/** An activity's items under its prompt, as a group the prompt names: one frame for the flow's views and the one-form page's fields. */
export function PromptFieldset({ prompt, children }: { prompt: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-lg leading-relaxed text-ink">{prompt}</legend>
      {children}
    </fieldset>
  );
}

/** A labelled, roomy textarea with a quiet character count. */
export function ActivityTextArea({ label, value, onChange, hint, name, defaultValue }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-lg leading-relaxed text-ink">
        {label}
      </label>
      {hint && <p className="text-sm text-muted">{hint}</p>}
      <textarea
        id={id}
        name={name}
        value={value}
        defaultValue={defaultValue}
        maxLength={inputUnitsFor(ANSWER_MAX_CHARS)}
        rows={5}
        onChange={onChange && ((e) => onChange(e.target.value))}
        aria-describedby={value === undefined ? undefined : `${id}-count`}
        className="w-full rounded-2xl border border-line bg-white px-4 py-3 text-base leading-relaxed text-ink outline-none focus:border-accent"
      />
      {value !== undefined && (
        <p id={`${id}-count`} className="self-end text-xs text-muted">
          {visibleLength(value)} / {ANSWER_MAX_CHARS.toLocaleString("en-US")}
        </p>
      )}
    </div>
  );
}
