import Link from "next/link";
import { Suspense } from "react";
import { buttonClass } from "@/components/ui/button";
import { OpenModalLink } from "./open-modal-link";
import type { MoodCheckRow, MoodElementRow } from "@/lib/data/mood";
import { getLocale, getTranslations } from "next-intl/server";
import { dailyContent } from "@/content/by-locale/daily";
import type { MoodCheckResult } from "@/lib/scoring";
import { formatDateTimeIn, formatDayIn } from "@/lib/time/format-in-locale";
import { MoodTrends, MoodTrendsPlaceholder } from "./mood-trends";

/** Mood: the elements chosen lately, the recent mood checks, and their last 30 days as trends. */
export async function MoodTab({
  userId,
  elements,
  checks,
  timeZone,
}: {
  userId: string;
  elements: MoodElementRow[];
  checks: MoodCheckRow[];
  timeZone: string;
}) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("Daily")]);
  const ELEMENT_INFO = dailyContent(locale).elements;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="mood-elements">
        <h3 id="mood-elements" className="text-xl text-ink">
          {t("recentElements")}
        </h3>
        {elements.length === 0 ? (
          <p className="mt-2 text-muted">{t("noElements")}</p>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-2">
            {elements.map((row) => {
              const info = ELEMENT_INFO[row.element];
              return (
                <li key={row.id} className="flex items-center gap-2 rounded-full border bg-white px-3 py-1.5" style={{ borderColor: info.color }}>
                  <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: info.color }} />
                  <span className="font-semibold" style={{ color: info.ink }}>
                    {info.label}
                  </span>
                  <time dateTime={row.day} className="text-sm text-muted">
                    {formatDayIn(locale, row.day)}
                  </time>
                </li>
              );
            })}
          </ul>
        )}
        <div className="mt-3 flex flex-wrap gap-3">
          <OpenModalLink modal="element" className={buttonClass("secondary")}>
            {t("chooseElement")}
          </OpenModalLink>
          <Link href="/reflection" className="inline-flex min-h-12 items-center font-semibold text-accent underline-offset-4 hover:underline" prefetch={false}>
            {t("reflectionHistory")}
          </Link>
        </div>
      </section>
      <section aria-labelledby="mood-checks">
        <h3 id="mood-checks" className="text-xl text-ink">
          {t("recentChecks")}
        </h3>
        {checks.length === 0 ? (
          <p className="mt-2 text-muted">{t("noChecks")}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {checks.map((check) => {
              const stats = (check.result as MoodCheckResult).miniStats;
              return (
                <li
                  key={check.id}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl border border-line bg-white/85 px-4 py-3"
                  data-testid="mood-check-row"
                >
                  <time dateTime={check.createdAt.toISOString()} className="text-muted">
                    {formatDateTimeIn(locale, check.createdAt, timeZone)}
                  </time>
                  <span>{t("checkStats", stats)}</span>
                  <span className="text-muted">{t("withCompanion", { name: check.companion })}</span>
                  {check.acute && <span className="rounded-full bg-sand px-2.5 py-0.5 text-sm">{t("neededPause")}</span>}
                </li>
              );
            })}
          </ul>
        )}
        <div className="mt-3">
          <OpenModalLink modal="mood" className={buttonClass("primary")}>
            {t("moodChecker")}
          </OpenModalLink>
        </div>
      </section>
      <Suspense fallback={<MoodTrendsPlaceholder />}>
        <MoodTrends userId={userId} timeZone={timeZone} />
      </Suspense>
    </div>
  );
}
