import { JOURNEY_STAGE_COPY } from "@/content/journey";
import { STAGE_NAMES, type StageName } from "@/lib/growth/stage";

/** Each stage with its description, in order; the current one marked for sight and for screen readers. */
export function StageList({ current }: { current: StageName }) {
  const reached = STAGE_NAMES.indexOf(current);
  return (
    <ol className="flex flex-col gap-3" aria-label="The five stages">
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
                <span className="sr-only">Stage {i + 1}: </span>
                {stage}
              </h2>
              {isCurrent && <span className="rounded-full bg-accent px-3 py-0.5 text-sm font-semibold text-white">You are here</span>}
              {i < reached && <span className="text-sm font-medium text-accent-dark">Reached</span>}
            </div>
            <p className="mt-1 leading-relaxed text-muted">{JOURNEY_STAGE_COPY[stage]}</p>
          </li>
        );
      })}
    </ol>
  );
}
