import { STAGE_NAMES, type StageName } from "@/lib/growth/stage";

/** The journey's words in the page's language: each stage's name and description, and the marks beside them. */
export type StageWords = {
  names: Readonly<Record<StageName, string>>;
  copy: Readonly<Record<StageName, string>>;
  listLabel: string;
  stageNumber: (number: number) => string;
  here: string;
  reached: string;
  circleLabel: string;
};

/** Each stage with its description, in order; the current one marked for sight and for screen readers. */
export function StageList({ current, words }: { current: StageName; words: StageWords }) {
  const reached = STAGE_NAMES.indexOf(current);
  return (
    <ol className="flex flex-col gap-3" aria-label={words.listLabel}>
      {STAGE_NAMES.map((stage, i) => {
        const isCurrent = stage === current;
        return (
          <li
            key={stage}
            aria-current={isCurrent ? "step" : undefined}
            data-testid="journey-stage"
            className={`rounded-2xl border p-4 ${isCurrent ? "border-accent bg-accent-soft shadow-sm" : "border-line bg-white/80"}`}
          >
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <h2 className="text-xl text-ink">
                <span className="sr-only">{words.stageNumber(i + 1)}</span>
                {words.names[stage]}
              </h2>
              {isCurrent && <span className="rounded-full bg-accent px-3 py-0.5 text-sm font-semibold text-white">{words.here}</span>}
              {i < reached && <span className="text-sm font-medium text-accent-dark">{words.reached}</span>}
            </div>
            <p className="mt-1 leading-relaxed text-muted">{words.copy[stage]}</p>
          </li>
        );
      })}
    </ol>
  );
}
