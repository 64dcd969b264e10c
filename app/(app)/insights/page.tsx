import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { insightsWords } from "@/content/by-locale/insights";
import Link from "next/link";
import { SuggestionCard } from "@/components/insights/suggestion-card";
import { TrendFigure } from "@/components/trends/trend-figure";
import { buttonClass } from "@/components/ui/button";
import { requireUserAndReport } from "@/lib/auth/session";
import { ReportFirstPage } from "@/components/report/report-first";
import { loadInsights } from "@/lib/insights/load";
import { loadPracticeMinutes } from "@/lib/growth/load";
import { PracticeMinutesSummary } from "@/components/growth/practice-minutes";
import { InsightSection, PatternList } from "./_components/insight-section";
import { patternFigure } from "./_components/pattern-figures";
import { RetakeList } from "./_components/retake-list";

export async function generateMetadata(): Promise<Metadata> {
  return { title: insightsWords(await getLocale()).copy.title };
}

/** Insights: patterns in the person's own days over 12 weeks, how retakes moved, what they return to. */
export default async function InsightsPage() {
  const gate = await requireUserAndReport("/insights");
  if (!gate.reportReady) return <ReportFirstPage place="insights" continueHref={gate.continueHref} />;
  const { user } = gate;
  const [locale, t] = await Promise.all([getLocale(), getTranslations("Insights")]);
  const words = insightsWords(locale);
  const INSIGHTS_COPY = words.copy;
  const [view, minutes] = await Promise.all([loadInsights(user, locale), loadPracticeMinutes(user.id, user.timeZone)]);
  const dayPatterns = view.patterns.filter((p) => p.timing === "day");
  const eveningPatterns = view.patterns.filter((p) => p.timing === "evening");
  const figures = (["calm", "ease"] as const).flatMap((m) => patternFigure(m, view.patterns, words, t) ?? []);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl text-ink sm:text-4xl">{INSIGHTS_COPY.title}</h1>
        <p className="mt-3 leading-relaxed text-muted">{INSIGHTS_COPY.intro}</p>
        <p className="mt-2 text-sm text-muted">{INSIGHTS_COPY.windowNote}</p>
      </header>

      {view.suggestion && <SuggestionCard suggestion={view.suggestion} heading={words.weekly.suggestionHeading} />}

      <InsightSection id="patterns" heading={INSIGHTS_COPY.patternsHeading} testId="insight-patterns">
        {view.moodDays === 0 ? (
          <p data-testid="insights-no-mood" className="leading-relaxed text-ink">
            {INSIGHTS_COPY.noMoodYet}
          </p>
        ) : dayPatterns.length ? (
          <PatternList patterns={dayPatterns} />
        ) : (
          <p className="leading-relaxed text-muted">{t("notEnough")}</p>
        )}
        {figures.map((f) => (
          <TrendFigure key={f.measure} id={`insight-${f.measure}`} title={f.title} chart={f.chart} table={f.table} empty="" height={260} />
        ))}
        <p className="text-sm leading-relaxed text-muted">{INSIGHTS_COPY.notCause}</p>
      </InsightSection>

      {eveningPatterns.length > 0 && (
        <InsightSection id="evening" heading={INSIGHTS_COPY.eveningHeading} intro={INSIGHTS_COPY.eveningIntro}>
          <PatternList patterns={eveningPatterns} />
        </InsightSection>
      )}

      {view.pending.length > 0 && (
        <InsightSection id="pending" heading={INSIGHTS_COPY.pendingHeading} intro={INSIGHTS_COPY.pendingIntro} testId="insight-pending">
          <ul className="flex list-disc flex-col gap-1 pl-6 leading-relaxed text-ink">
            {view.pending.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </InsightSection>
      )}

      <InsightSection id="practice-minutes" heading={t("practiceMinutes")}>
        <PracticeMinutesSummary minutes={minutes} days />
      </InsightSection>

      <InsightSection id="retakes" heading={INSIGHTS_COPY.retakesHeading}>
        <RetakeList retakes={view.retakes} zone={user.timeZone} />
      </InsightSection>

      <InsightSection id="returns" heading={INSIGHTS_COPY.returnsHeading} testId="insight-returns">
        {view.returns.length ? (
          <ul className="flex flex-col gap-2">
            {view.returns.slice(0, 8).map((r) => (
              <li key={r.name} className="flex items-baseline justify-between gap-4 border-b border-line/60 pb-2 text-ink">
                <span>{r.name}</span>
                <span className="text-muted tabular-nums">{t("days", { count: r.days })}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="leading-relaxed text-muted">{INSIGHTS_COPY.returnsEmpty}</p>
        )}
      </InsightSection>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Link href="/report/share" className={buttonClass("secondary")} prefetch={false}>
          {t("practitioner")}
        </Link>
        <Link href="/dashboard" className={buttonClass("ghost")} prefetch={false}>
          {t("backToDashboard")}
        </Link>
      </div>
    </div>
  );
}
