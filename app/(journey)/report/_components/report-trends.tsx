import { getTranslations } from "next-intl/server";
import { assessmentFigure, TREND_KINDS } from "@/lib/trends/figures/assessment-figures";
import { TrendFigure } from "@/components/trends/trend-figure";
import { readingsIn } from "@/lib/assessments/readings";
import { listSubmissionHistory } from "@/lib/data/assessment-history";
import type { Locale } from "@/lib/i18n/locales";
import { formatDateIn } from "@/lib/time/format-in-locale";
import { trendPoints } from "@/lib/trends/assessment-series";

/**
 * "How you have changed": a trend for each assessment taken at least once, read in one query.
 * Rendered inside a Suspense boundary, so the rest of the report never waits for the history.
 */
export async function ReportTrends({ userId, timeZone, locale }: { userId: string; timeZone: string; locale: Locale }) {
  const [history, t] = await Promise.all([listSubmissionHistory(userId), getTranslations("ReportPage")]);
  const trends = TREND_KINDS.map((kind) => ({ kind, points: trendPoints(kind, history) })).filter((t) => t.points.length > 0);
  if (trends.length === 0) return null;
  const readings = readingsIn(locale);
  return (
    <section aria-labelledby="trends-heading" className="flex flex-col gap-4" data-testid="report-trends">
      <div>
        <h2 id="trends-heading" className="text-2xl text-ink sm:text-3xl">
          {t("trendsHeading")}
        </h2>
        <p className="mt-2 leading-relaxed text-muted">{t("trendsLead")}</p>
      </div>
      {trends.map(({ kind, points }) => {
        const enough = points.length > 1;
        const figure = enough ? assessmentFigure(kind, points, timeZone, locale) : null;
        return (
          <TrendFigure
            key={kind}
            id={kind}
            title={readings.trendTitle(kind)}
            summary={figure?.latest}
            chart={figure?.chart ?? null}
            table={figure?.table ?? null}
            empty={t("trendsOnePoint", { date: formatDateIn(locale, points[0]!.at, timeZone) })}
          />
        );
      })}
    </section>
  );
}

/** Holds the section's place while the history loads. */
export function ReportTrendsPlaceholder() {
  return <div aria-hidden="true" className="h-64 rounded-3xl bg-sand/40" />;
}
