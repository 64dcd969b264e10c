import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
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
import { readingsIn } from "@/lib/assessments/readings";
import { requireUser } from "@/lib/auth/session";
import { getReport } from "@/lib/data/assessments";
import { formatDateIn } from "@/lib/time/format-in-locale";
import { ReportTrends, ReportTrendsPlaceholder } from "./_components/report-trends";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("ReportPage"))("title") };
}

export default async function ReportPage() {
  const { user } = await requireUser("/report");
  // A failure here reaches ./error.tsx: "Couldn't load report."
  const [report, overview, locale, t] = await Promise.all([
    getReport(user.id),
    getAssessmentOverview(user.id, READABLE_KINDS),
    getLocale(),
    getTranslations("ReportPage"),
  ]);

  if (!report) return <NoReportYet />;

  const readings = readingsIn(locale);
  const others = overview.filter(isOtherAssessment);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl text-ink sm:text-4xl">{t("heading")}</h1>
        <p className="mt-3 leading-relaxed text-muted">
          {t.rich("lead", {
            date: formatDateIn(locale, report.createdAt, user.timeZone),
            time: (chunks) => <time dateTime={report.createdAt.toISOString()}>{chunks}</time>,
          })}
        </p>
      </header>

      <BodyTypeCard report={report} locale={locale} />
      <TwoEstimatesNote
        bodyType={bodyTypeView(report).code}
        prakritiResult={overview.find((item) => item.kind === "prakriti")?.latest?.result ?? null}
        readings={readings}
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Link href="/dashboard" className={buttonClass()}>
          {t("toDashboard")}
        </Link>
        <Link href={startPath("onboarding")} className={buttonClass("ghost")}>
          {t.rich("retake", { hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
        </Link>
      </div>

      <SeasonNow person={user} headingLevel={2} testId="report-season" />

      <section aria-labelledby="other-results-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="other-results-heading" className="text-2xl text-ink sm:text-3xl">
            {t("othersHeading")}
          </h2>
          <p className="mt-2 leading-relaxed text-muted">{t("othersLead")}</p>
        </div>
        {others.map((item) => (
          <AssessmentResult key={item.kind} item={item} timeZone={user.timeZone} locale={locale} />
        ))}
      </section>

      <Suspense fallback={<ReportTrendsPlaceholder />}>
        <ReportTrends userId={user.id} timeZone={user.timeZone} locale={locale} />
      </Suspense>

      <p data-testid="not-medical-advice" className="border-t border-line pt-6 text-sm leading-relaxed text-muted">
        {readings.notMedicalAdvice}
      </p>
    </div>
  );
}

async function NoReportYet() {
  const t = await getTranslations("ReportPage");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <span aria-hidden="true" className="text-6xl">
        🌱
      </span>
      <h1 className="mt-6 text-3xl text-ink sm:text-4xl">{t("growingHeading")}</h1>
      <p className="mt-4 leading-relaxed text-muted">{t("growingBody")}</p>
      <Link href="/questions/onboarding" className={buttonClass("primary", "mt-8")}>
        {t("growingBegin")}
      </Link>
    </section>
  );
}
