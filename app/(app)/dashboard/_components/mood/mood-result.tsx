import type { ReactNode } from "react";
import type { MoodCheckResult } from "@/lib/scoring";
import { QuickRelief } from "./quick-relief";

const CHIPS = [
  { key: "calm", label: "Calm" },
  { key: "ease", label: "Ease" },
  { key: "warm", label: "Warm" },
] as const;

/**
 * The result of a mood check: Calm/Ease/Warm chips, the companion's words, and in an acute moment
 * the Quick Relief practice below them (where the companion says it is) and the pause note.
 */
export function MoodResult({ result, companion }: { result: Pick<MoodCheckResult, "miniStats" | "quickRelief" | "acute">; companion?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Your check" className="flex flex-wrap gap-2">
        {CHIPS.map((chip) => (
          <li key={chip.key} data-testid={`chip-${chip.key}`} className="rounded-full bg-accent-soft px-4 py-2 font-semibold text-accent-dark">
            {chip.label} <span className="tabular-nums">{result.miniStats[chip.key]}</span>
            <span className="text-sm font-normal"> / 5</span>
          </li>
        ))}
      </ul>
      {companion}
      {result.quickRelief && <QuickRelief relief={result.quickRelief} />}
      {result.acute && (
        <p className="rounded-2xl bg-sand px-4 py-3 text-ink" data-testid="habit-pause-note">
          Your habit progression is paused until you feel settled, or for 24 hours. There is no rush.
        </p>
      )}
    </div>
  );
}
