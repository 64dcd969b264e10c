"use client";

import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button";

export type RawAnswerItem = { id: string; question: string; answers: string[] };

/** The toggle's words, in the page's language (given by the server). */
type RawAnswerWords = { show: string; hide: string; empty: string; noAnswer: string };

/**
 * Show raw / Hide raw: the answers the report was built from, as question → chosen options.
 * `fallback` is shown as-is when the saved answers could not be read as questions.
 */
export function RawAnswers({ items, fallback, words }: { items: RawAnswerItem[]; fallback?: string; words: RawAnswerWords }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const empty = items.length === 0 && !fallback;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={buttonClass("ghost", "-ml-3 px-4")}
      >
        {open ? words.hide : words.show}
      </button>
      <div id={panelId} hidden={!open} className="mt-3 rounded-2xl border border-line bg-cream/70 p-4 text-sm">
        {empty && <p className="text-muted">{words.empty}</p>}
        {items.length > 0 && (
          <ol className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={item.id}>
                <p className="font-medium text-ink">{item.question}</p>
                <p className="text-muted">{item.answers.length > 0 ? item.answers.join("; ") : words.noAnswer}</p>
              </li>
            ))}
          </ol>
        )}
        {items.length === 0 && fallback && <pre className="overflow-x-auto whitespace-pre-wrap break-words font-mono text-xs text-ink">{fallback}</pre>}
      </div>
    </div>
  );
}
