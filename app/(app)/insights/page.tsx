import type { Metadata } from "next";
import Link from "next/link";
import { SuggestionCard } from "@/components/insights/suggestion-card";
import { TrendFigure } from "@/components/trends/trend-figure";
import { buttonClass } from "@/components/ui/button";
import { INSIGHTS_COPY } from "@/content/insights";
import { requireUserWithReport } from "@/lib/auth/session";
import { loadInsights } from "@/lib/insights/load";
import { patternFigure } from "./_components/pattern-figures";
import { RetakeList } from "./_components/retake-list";

export const metadata: Metadata = { title: "Your patterns" };

/** Insights: patterns in the person's own days over 12 weeks, how retakes moved, what they return to. */
export default async function InsightsPage() {
  const { user } = await requireUserWithReport("/insights");
  const view = await loadInsights(user);
  const dayPatterns = view.patterns.filter((p) => p.timing === "day");
  const eveningPatterns = view.patterns.filter((p) => p.timing === "evening");
  const figures = (["calm", "ease"] as const).flatMap((m) => patternFigure(m, view.patterns) ?? []);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl text-ink sm:text-4xl">{INSIGHTS_COPY.title}</h1>
        <p className="mt-3 leading-relaxed text-muted">{INSIGHTS_COPY.intro}</p>
        <p className="mt-2 text-sm text-muted">{INSIGHTS_COPY.windowNote}</p>
      </header>

      {view.suggestion && <SuggestionCard suggestion={view.suggestion} />}

      <section aria-labelledby="patterns-heading" data-testid="insight-patterns" className="flex flex-col gap-4">
        <h2 id="patterns-heading" className="text-2xl text-ink">
          {INSIGHTS_COPY.patternsHeading}
        </h2>
        {view.moodDays === 0 ? (
          <p data-testid="insights-no-mood" className="leading-relaxed text-ink">
            {INSIGHTS_COPY.noMoodYet}
          </p>
        ) : dayPatterns.length ? (
          <ul className="flex flex-col gap-3">
            {dayPatterns.map((p) => (
              <li key={`${p.practice}-${p.measure}`} data-testid="pattern" data-size={p.size} className="rounded-2xl border border-line bg-white/80 p-4 leading-relaxed text-ink">
                {p.sentence}
              </li>
            ))}
          </ul>
        ) : (
          <p className="leading-relaxed text-muted">Not enough days yet for any comparison: see below for how many more each one needs.</p>
        )}
        {figures.map((f) => (
          <TrendFigure key={f.measure} id={`insight-${f.measure}`} title={f.title} chart={f.chart} table={f.table} empty="" height={260} />
        ))}
        <p className="text-sm leading-relaxed text-muted">{INSIGHTS_COPY.notCause}</p>
      </section>

      {eveningPatterns.length > 0 && (
        <section aria-labelledby="evening-heading" className="flex flex-col gap-3">
          <h2 id="evening-heading" className="text-2xl text-ink">
            {INSIGHTS_COPY.eveningHeading}
          </h2>
          <p className="leading-relaxed text-muted">{INSIGHTS_COPY.eveningIntro}</p>
          <ul className="flex flex-col gap-3">
            {eveningPatterns.map((p) => (
              <li key={`${p.practice}-${p.measure}`} data-testid="pattern" data-size={p.size} className="rounded-2xl border border-line bg-white/80 p-4 leading-relaxed text-ink">
                {p.sentence}
              </li>
            ))}
          </ul>
        </section>
      )}

      {view.pending.length > 0 && (
        <section aria-labelledby="pending-heading" data-testid="insight-pending" className="flex flex-col gap-3">
          <h2 id="pending-heading" className="text-2xl text-ink">
            {INSIGHTS_COPY.pendingHeading}
          </h2>
          <p className="leading-relaxed text-muted">{INSIGHTS_COPY.pendingIntro}</p>
          <ul className="flex list-disc flex-col gap-1 pl-6 leading-relaxed text-ink">
            {view.pending.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="retakes-heading" className="flex flex-col gap-3">
        <h2 id="retakes-heading" className="text-2xl text-ink">
          {INSIGHTS_COPY.retakesHeading}
        </h2>
        <RetakeList retakes={view.retakes} zone={user.timeZone} />
      </section>

      <section aria-labelledby="returns-heading" data-testid="insight-returns" className="flex flex-col gap-3">
        <h2 id="returns-heading" className="text-2xl text-ink">
          {INSIGHTS_COPY.returnsHeading}
        </h2>
        {view.returns.length ? (
          <ul className="flex flex-col gap-2">
            {view.returns.slice(0, 8).map((r) => (
              <li key={r.name} className="flex items-baseline justify-between gap-4 border-b border-line/60 pb-2 text-ink">
                <span>{r.name}</span>
                <span className="text-muted tabular-nums">{r.days === 1 ? "1 day" : `${r.days} days`}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="leading-relaxed text-muted">{INSIGHTS_COPY.returnsEmpty}</p>
        )}
      </section>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Link href="/report/share" className={buttonClass("secondary")} prefetch={false}>
          Take your report to a practitioner
        </Link>
        <Link href="/dashboard" className={buttonClass("ghost")} prefetch={false}>
          Back to Dashboard
        </Link>
      </div>
    </div>
  );
}
