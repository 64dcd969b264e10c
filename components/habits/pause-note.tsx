"use client";

import type { QuickRelief } from "@/lib/scoring";
import { usePracticeWords } from "./practice-words";

/**
 * Shown on a skill's intro while an acute mood check is under 24 hours old and no calmer check
 * has followed (docs/decisions/0000-the-original-app.md §4, mood checker note): rest first; continuing stays the user's choice.
 */
export function PauseNote({ relief }: { relief: Pick<QuickRelief, "title" | "steps"> }) {
  const t = usePracticeWords();
  return (
    <section aria-labelledby="pause-title" data-testid="pause-note" className="rounded-3xl border border-line bg-sand/70 p-5">
      <h2 id="pause-title" className="text-xl text-ink">
        {t("pauseTitle")}
      </h2>
      <p className="mt-2 leading-relaxed text-ink">{t("pauseBody")}</p>
      <h3 className="mt-4 font-serif text-lg text-ink">{t("pauseRelief", { title: relief.title })}</h3>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5 leading-relaxed text-ink">
        {relief.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
