import { getLocale, getTranslations } from "next-intl/server";
import { journeyStageCopy } from "@/content/by-locale/journey";
import { STAGE_NAMES, type StageName } from "@/lib/growth/stage";

/** Each stage with its description, in order; the current one marked for sight and for screen readers. */
export async function StageList({ current }: { current: StageName }) {
  const [t, locale] = await Promise.all([getTranslations("Growth"), getLocale()]);
  const copy = journeyStageCopy(locale);
  const reached = STAGE_NAMES.indexOf(current);
  return (
    <ol className="flex flex-col gap-3" aria-label={t("stages")}>
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
                <span className="sr-only">{t("stageNumber", { number: i + 1 })}</span>
                {t(stage)}
              </h2>
              {isCurrent && <span className="rounded-full bg-accent px-3 py-0.5 text-sm font-semibold text-white">{t("youAreHere")}</span>}
              {i < reached && <span className="text-sm font-medium text-accent-dark">{t("reached")}</span>}
            </div>
            <p className="mt-1 leading-relaxed text-muted">{copy[stage]}</p>
          </li>
        );
      })}
    </ol>
  );
}
