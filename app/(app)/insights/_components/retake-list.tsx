import { getLocale, getTranslations } from "next-intl/server";
import { RETAKE_KINDS } from "@/lib/assessments/instruments";
import { readingsIn } from "@/lib/assessments/readings";
import type { RetakeMovement } from "@/lib/insights/retakes";
import { formatDateIn } from "@/lib/time/format-in-locale";

/** How each retaken reflection moved since its first result, with both dates. */
export async function RetakeList({ retakes, zone }: { retakes: readonly RetakeMovement[]; zone: string }) {
  const [t, locale] = await Promise.all([getTranslations("Insights"), getLocale()]);
  const date = (at: Date) => formatDateIn(locale, at, zone);
  const { title } = readingsIn(locale);
  // The reflections named come from the registry, so a new retaken instrument is named here too.
  if (!retakes.length)
    return (
      <div className="leading-relaxed text-muted">
        <p>{t("retakesNone")}</p>
        <ul className="mt-2 list-disc pl-5">
          {RETAKE_KINDS.map((kind) => (
            <li key={kind}>{title(kind)}</li>
          ))}
        </ul>
      </div>
    );
  return (
    <ul className="flex flex-col gap-4">
      {retakes.map((r) => (
        <li key={r.kind} data-testid={`retake-${r.kind}`} className="rounded-2xl border border-line bg-white/80 p-4">
          <p className="font-semibold text-ink">{title(r.kind)}</p>
          <p className="mt-1 text-muted">
            {t("firstOn")} <time dateTime={r.first.at.toISOString()}>{date(r.first.at)}</time>: <span className="text-ink">{r.first.summary}</span>
          </p>
          {r.latest ? (
            <>
              <p className="text-muted">
                {t("latestOn", { count: r.results })} <time dateTime={r.latest.at.toISOString()}>{date(r.latest.at)}</time>:{" "}
                <span className="text-ink">{r.latest.summary}</span>
              </p>
              {r.movement && <p className="mt-1 leading-relaxed text-ink">{r.movement}</p>}
            </>
          ) : (
            <p className="mt-1 text-muted">{t("onlyOne")}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
