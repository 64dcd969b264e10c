import { getTranslations } from "next-intl/server";
import { parseStoredResult } from "@/lib/assessments/instruments";
import type { Readings } from "@/lib/assessments/readings";
import { bodyTypeCodeSchema } from "@/lib/scoring";

/**
 * Beside the body-type card once Prakriti has been taken: which of the report's two estimates of
 * one's nature is which, and why they can disagree (`data-testid="two-estimates"`).
 */
export async function TwoEstimatesNote({ bodyType, prakritiResult, readings }: { bodyType: string; prakritiResult: unknown; readings: Readings }) {
  const body = bodyTypeCodeSchema.safeParse(bodyType);
  const prakriti = parseStoredResult("prakriti", prakritiResult);
  if (!body.success || !prakriti) return null;
  const note = readings.twoEstimates(body.data, prakriti.code);
  const t = await getTranslations("ReportBodyType");
  return (
    <section
      aria-labelledby="two-estimates-title"
      data-testid="two-estimates"
      data-relation={note.relation}
      className="rounded-3xl border border-line bg-white/85 p-5 leading-relaxed text-ink sm:p-6"
    >
      <h2 id="two-estimates-title" className="text-xl text-ink">
        {t("twoEstimates")}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{t("bodyTypeTerm")}</dt>
        <dd>{note.bodyType}</dd>
        <dt className="font-semibold">{t("prakritiTerm")}</dt>
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
