import type { MoodCheckResult } from "@/lib/scoring";

const CHIPS = [
  { key: "calm", label: "Calm" },
  { key: "ease", label: "Ease" },
  { key: "warm", label: "Warm" },
] as const;

/** The result of a mood check: Calm/Ease/Warm chips and, in an acute moment, Quick Relief and the pause note. */
export function MoodResult({ result }: { result: Pick<MoodCheckResult, "miniStats" | "quickRelief" | "acute"> }) {
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
      {result.quickRelief && (
        <section aria-labelledby="quick-relief-title" className="rounded-2xl border border-line bg-white p-4" data-testid="quick-relief">
          <h3 id="quick-relief-title" className="text-xl text-ink">
            Quick Relief: {result.quickRelief.title}
          </h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 leading-relaxed text-ink">
            {result.quickRelief.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      {result.acute && (
        <p className="rounded-2xl bg-sand px-4 py-3 text-ink" data-testid="habit-pause-note">
          Your habit progression is paused until you feel settled, or for 24 hours. There is no rush.
        </p>
      )}
    </div>
  );
}
