import { parseStoredResult } from "@/lib/assessments/instruments";
import { describeTwoEstimates } from "@/lib/assessments/two-estimates";
import { bodyTypeCodeSchema } from "@/lib/scoring";

/**
 * Beside the body-type card once Prakriti has been taken: which of the report's two estimates of
 * one's nature is which, and why they can disagree (`data-testid="two-estimates"`).
 */
export function TwoEstimatesNote({ bodyType, prakritiResult }: { bodyType: string; prakritiResult: unknown }) {
  const body = bodyTypeCodeSchema.safeParse(bodyType);
  const prakriti = parseStoredResult("prakriti", prakritiResult);
  if (!body.success || !prakriti) return null;
  const note = describeTwoEstimates(body.data, prakriti.code);
  return (
    <section
      aria-labelledby="two-estimates-title"
      data-testid="two-estimates"
      data-relation={note.relation}
      className="rounded-3xl border border-line bg-white/85 p-5 leading-relaxed text-ink sm:p-6"
    >
      <h2 id="two-estimates-title" className="text-xl text-ink">
        Two estimates of your nature
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Body type</dt>
        <dd>{note.bodyType}</dd>
        <dt className="font-semibold">Prakriti</dt>
        <dd>{note.prakriti}</dd>
      </dl>
      {note.lines.map((line) => (
        <p key={line} className="mt-3">
          {line}
        </p>
      ))}
    </section>
  );
}
