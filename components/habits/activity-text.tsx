"use client";

import { useId } from "react";
import { ANSWER_MAX_CHARS } from "@/lib/habits/answer-rules";

/** A labelled, roomy textarea with a quiet character count. */
export function ActivityTextArea({ label, value, onChange, hint }: { label: string; value: string; onChange: (value: string) => void; hint?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-lg leading-relaxed text-ink">
        {label}
      </label>
      {hint && <p className="text-sm text-muted">{hint}</p>}
      <textarea
        id={id}
        value={value}
        maxLength={ANSWER_MAX_CHARS}
        rows={5}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-count`}
        className="w-full rounded-2xl border border-line bg-white px-4 py-3 text-base leading-relaxed text-ink outline-none focus:border-accent"
      />
      <p id={`${id}-count`} className="self-end text-xs text-muted">
        {value.length} / {ANSWER_MAX_CHARS.toLocaleString("en-US")}
      </p>
    </div>
  );
}
