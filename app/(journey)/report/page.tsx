import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { AssessmentResult, isOtherAssessment } from "@/components/report/assessment-result";
import { BodyTypeCard } from "@/components/report/body-type-card";
import { TwoEstimatesNote } from "@/components/report/two-estimates-note";
import { SeasonNow } from "@/components/season/season-now";
import { bodyTypeView } from "@/lib/assessments/body-type";
import { buttonClass } from "@/components/ui/button";
import { startPath } from "@/lib/assessments/flow";
import { READABLE_KINDS } from "@/lib/assessments/instruments";
import { getAssessmentOverview } from "@/lib/assessments/overview";
import { requireUser } from "@/lib/auth/session";
import { getNotMedicalAdvice } from "@/lib/content";
import { getReport } from "@/lib/data/assessments";
import { formatLocalDate } from "@/lib/time/format";
import { ReportTrends, ReportTrendsPlaceholder } from "./_components/report-trends";

export const metadata: Metadata = { title: "Your report" };

export default async function ReportPage() {
  const { user } = await requireUser("/report");
  // A failure here reaches ./error.tsx: "Couldn't load report."
  const [report, overview] = await Promise.all([getReport(user.id), getAssessmentOverview(user.id, READABLE_KINDS)]);

  if (!report) return <NoReportYet />;

  const others = overview.filter(isOtherAssessment);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl text-ink sm:text-4xl">Your body-type report</h1>
        <p className="mt-3 leading-relaxed text-muted">
          A reflection of your answers from <time dateTime={report.createdAt.toISOString()}>{formatLocalDate(report.createdAt, user.timeZone)}</time>. Take what
          feels useful and leave the rest.
        </p>
      </header>

      <BodyTypeCard report={report} />
      <TwoEstimatesNote bodyType={bodyTypeView(report).code} prakritiResult={overview.find((item) => item.kind === "prakriti")?.latest?.result ?? null} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Link href="/dashboard" className={buttonClass()}>
          Go to Dashboard
        </Link>
        <Link href={startPath("onboarding")} className={buttonClass("ghost")}>
          Retake<span className="sr-only"> the body-type questions</span>
        </Link>
      </div>

      <SeasonNow person={user} headingLevel={2} testId="report-season" />

      <section aria-labelledby="other-results-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="other-results-heading" className="text-2xl text-ink sm:text-3xl">
            Your other reflections
          </h2>
          <p className="mt-2 leading-relaxed text-muted">
            Each check-in adds another view of how you are. These are reflections and estimates, and you can come back to any of them whenever you like.
          </p>
        </div>
        {others.map((item) => (
          <AssessmentResult key={item.kind} item={item} timeZone={user.timeZone} />
        ))}
      </section>

      <Suspense fallback={<ReportTrendsPlaceholder />}>
        <ReportTrends userId={user.id} timeZone={user.timeZone} />
      </Suspense>

      <p data-testid="not-medical-advice" className="border-t border-line pt-6 text-sm leading-relaxed text-muted">
        {getNotMedicalAdvice()}
      </p>
    </div>
  );
}

function NoReportYet() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <span aria-hidden="true" className="text-6xl">
        🌱
      </span>
      <h1 className="mt-6 text-3xl text-ink sm:text-4xl">Your report is still growing</h1>
      <p className="mt-4 leading-relaxed text-muted">
        Once you have answered a few gentle questions about your body, digestion and sleep, your body-type report will appear here.
      </p>
      <Link href="/questions/onboarding" className={buttonClass("primary", "mt-8")}>
        Begin the questions
      </Link>
    </section>
  );
}
