import { ASSESSMENT_TITLES } from "@/lib/assessments/flow";
import { RETAKE_KINDS } from "@/lib/assessments/instruments";
import type { RetakeMovement } from "@/lib/insights/retakes";
import { formatLocalDate } from "@/lib/time";

/** How each retaken reflection moved since its first result, with both dates. */
export function RetakeList({ retakes, zone }: { retakes: readonly RetakeMovement[]; zone: string }) {
  // The reflections named come from the registry, so a new retaken instrument is named here too.
  if (!retakes.length)
    return (
      <div className="leading-relaxed text-muted">
        <p>Once you have taken one of these, how it moves over time will show here:</p>
        <ul className="mt-2 list-disc pl-5">
          {RETAKE_KINDS.map((kind) => (
            <li key={kind}>{ASSESSMENT_TITLES[kind]}</li>
          ))}
        </ul>
      </div>
    );
  return (
    <ul className="flex flex-col gap-4">
      {retakes.map((r) => (
        <li key={r.kind} data-testid={`retake-${r.kind}`} className="rounded-2xl border border-line bg-white/80 p-4">
          <p className="font-semibold text-ink">{ASSESSMENT_TITLES[r.kind]}</p>
          <p className="mt-1 text-muted">
            First, on <time dateTime={r.first.at.toISOString()}>{formatLocalDate(r.first.at, zone)}</time>: <span className="text-ink">{r.first.summary}</span>
          </p>
          {r.latest ? (
            <>
              <p className="text-muted">
                Latest of {r.results}, on <time dateTime={r.latest.at.toISOString()}>{formatLocalDate(r.latest.at, zone)}</time>:{" "}
                <span className="text-ink">{r.latest.summary}</span>
              </p>
              {r.movement && <p className="mt-1 leading-relaxed text-ink">{r.movement}</p>}
            </>
          ) : (
            <p className="mt-1 text-muted">Only one result so far: take it again some time to see how it moves.</p>
          )}
        </li>
      ))}
    </ul>
  );
}
