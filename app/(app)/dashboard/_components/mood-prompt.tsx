"use client";

import { useWords } from "@/components/i18n/words-context";
import { buttonClass } from "@/components/ui/button";
import { OpenModalLink } from "./open-modal-link";

/**
 * Home's first question, on every width: on a phone the Mood Checker and the elements otherwise
 * sit behind the drawer's menu, where a newcomer would not look for them.
 */
export function MoodPrompt() {
  const t = useWords("Daily");
  return (
    <section aria-labelledby="mood-prompt-title" className="rounded-2xl border border-line bg-white/85 p-5" data-testid="mood-prompt">
      <h3 id="mood-prompt-title" className="text-xl text-ink">
        {t("moodPromptTitle")}
      </h3>
      <p className="mt-1 leading-relaxed text-muted">{t("moodPromptLead")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <OpenModalLink modal="mood" className={buttonClass("primary")}>
          {t("checkInMood")}
        </OpenModalLink>
        <OpenModalLink modal="element" className={buttonClass("secondary")}>
          {t("chooseElement")}
        </OpenModalLink>
      </div>
    </section>
  );
}
