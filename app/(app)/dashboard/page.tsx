import type { Metadata } from "next";
import Link from "next/link";
import { bodyTypeView } from "@/components/report/body-type";
import { BodyTypeChip, PercentageChips } from "@/components/report/chips";
import { buttonClass } from "@/components/ui/button";
import { getAssessmentOverview } from "@/lib/assessments/overview";
import { requireUserWithReport } from "@/lib/auth/session";
import { AssessmentList } from "./_components/assessment-list";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const { user } = await requireUserWithReport("/dashboard");
  const overview = await getAssessmentOverview(user.id);
  // The body type is the newest onboarding result (the guard above has checked there is one).
  const onboarding = overview.find((item) => item.kind === "onboarding")?.latest?.result;
  const view = bodyTypeView(onboarding as { bodyType?: unknown; percentages?: unknown } | undefined);
  const name = user.firstName.trim();

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl text-ink sm:text-4xl">{name ? `Welcome, ${name}` : "Welcome"}</h1>
        <p className="mt-2 leading-relaxed text-muted">Take a slow breath. Here is where your practice stands today.</p>
      </header>

      <section aria-labelledby="dashboard-body-type" className="rounded-3xl border border-line bg-white/85 p-5 shadow-sm sm:p-6">
        <h2 id="dashboard-body-type" className="text-2xl text-ink">
          Your body type
        </h2>
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center">
          <BodyTypeChip view={view} className="self-start" />
          <PercentageChips percentages={view.percentages} />
        </div>
        <Link href="/report" className={buttonClass("ghost", "-ml-3 mt-3 px-3")}>
          See your full report
          <span aria-hidden="true">→</span>
        </Link>
      </section>

      <section aria-labelledby="dashboard-assessments" className="flex flex-col gap-4">
        <div>
          <h2 id="dashboard-assessments" className="text-2xl text-ink">
            Your assessments
          </h2>
          <p className="mt-1 leading-relaxed text-muted">
            Each one is a gentle reflection. Take any of them again whenever you like; your history is kept.
          </p>
        </div>
        <AssessmentList items={overview} />
      </section>
    </div>
  );
}
