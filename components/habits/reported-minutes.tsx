"use client";

import { useId } from "react";
import { usePracticeWords } from "./practice-words";

/** "About how many minutes did it take?": optional, whole minutes, kept as seconds. */
export function ReportedMinutes({ seconds, onChange }: { seconds: number; onChange: (seconds: number) => void }) {
  const id = useId();
  const t = usePracticeWords();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-lg leading-relaxed text-ink">
        {t("minutesLabel")}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t("minutesHint")}
      </p>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={180}
        value={seconds ? Math.round(seconds / 60) : ""}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(Math.min(180, Math.max(0, Math.round(Number(e.target.value) || 0))) * 60)}
        className="min-h-12 w-32 rounded-2xl border border-line bg-white px-4 py-3 text-base text-ink outline-none focus:border-accent"
      />
    </div>
  );
}
