"use client";

import type { ReactNode } from "react";
import { useWords } from "@/components/i18n/words-context";
import type { MoodCheckResult } from "@/lib/scoring";
import { QuickRelief } from "./quick-relief";

const CHIPS = ["calm", "ease", "warm"] as const;

/**
 * The result of a mood check: Calm/Ease/Warm chips, the companion's words, and in an acute moment
 * the Quick Relief practice below them (where the companion says it is) and the pause note.
 */
export function MoodResult({ result, companion }: { result: Pick<MoodCheckResult, "miniStats" | "quickRelief" | "acute">; companion?: ReactNode }) {
  const t = useWords("Daily");
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={t("yourCheck")} className="flex flex-wrap gap-2">
        {CHIPS.map((chip) => (
          <li key={chip} data-testid={`chip-${chip}`} className="rounded-full bg-accent-soft px-4 py-2 font-semibold text-accent-dark">
            {t(chip)} <span className="tabular-nums">{result.miniStats[chip]}</span>
            <span className="text-sm font-normal"> / 5</span>
          </li>
        ))}
      </ul>
      {companion}
      {result.quickRelief && <QuickRelief relief={result.quickRelief} />}
      {result.acute && (
        <p className="rounded-2xl bg-sand px-4 py-3 text-ink" data-testid="habit-pause-note">
          {t("pauseNote")}
        </p>
      )}
    </div>
  );
}
