import { assessmentFigure, TREND_KINDS } from "@/components/trends/assessment-figures";
import { TrendFigure } from "@/components/trends/trend-figure";
import { INSTRUMENTS } from "@/lib/assessments/instruments";
import { listSubmissionHistory } from "@/lib/data/assessment-history";
import { formatLocalDate } from "@/lib/time/format";
import { trendPoints } from "@/lib/trends/assessment-series";

/**
 * "How you have changed": a trend for each assessment taken at least once, read in one query.
 * Rendered inside a Suspense boundary, so the rest of the report never waits for the history.
 */
export async function ReportTrends({ userId, timeZone }: { userId: string; timeZone: string }) {
  const history = await listSubmissionHistory(userId);
  const trends = TREND_KINDS.map((kind) => ({ kind, points: trendPoints(kind, history) })).filter((t) => t.points.length > 0);
  if (trends.length === 0) return null;
  return (
    <section aria-labelledby="trends-heading" className="flex flex-col gap-4" data-testid="report-trends">
      <div>
        <h2 id="trends-heading" className="text-2xl text-ink sm:text-3xl">
          How you have changed
        </h2>
        <p className="mt-2 leading-relaxed text-muted">
          Each time you retake a reflection, it adds a point here. Change is slow and rarely a straight line; the shape over weeks says more than any single
          day.
        </p>
      </div>
      {trends.map(({ kind, points }) => {
        const enough = points.length > 1;
        const figure = enough ? assessmentFigure(kind, points, timeZone) : null;
        return (
          <TrendFigure
            key={kind}
            id={kind}
            title={INSTRUMENTS[kind].trend.title}
            summary={figure?.latest}
            chart={figure?.chart ?? null}
            table={figure?.table ?? null}
            empty={`You have one result here so far, from ${formatLocalDate(points[0]!.at, timeZone)}. Take it again in a little while and your trend will begin to take shape.`}
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
