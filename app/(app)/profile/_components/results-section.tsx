import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { getAssessmentOverview } from "@/lib/assessments/overview";
import { AssessmentList } from "../../dashboard/_components/assessment-list";

/** The results part of the profile: only for a user whose report is complete (docs/decisions/0029-account-actions-for-everyone.md). */
export async function ResultsSection({ userId, timeZone }: { userId: string; timeZone: string }) {
  const [overview, t] = await Promise.all([getAssessmentOverview(userId), getTranslations("ProfilePage")]);
  return (
    <section aria-labelledby="results-title">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="results-title" className="text-2xl text-ink">
          {t("results")}
        </h2>
        <Link href="/report" className="font-semibold text-accent underline-offset-4 hover:underline">
          {t("fullReport")}
        </Link>
      </div>
      <div className="mt-4">
        <AssessmentList items={overview} timeZone={timeZone} />
      </div>
    </section>
  );
}

/** In place of the results while the first questionnaire is still open: where to begin. */
export async function ResultsPending() {
  const t = await getTranslations("ProfilePage");
  return (
    <section aria-labelledby="results-title" className="rounded-3xl border border-line bg-white/70 p-5">
      <h2 id="results-title" className="text-2xl text-ink">
        {t("results")}
      </h2>
      <p className="mt-2 text-muted">{t("resultsPending")}</p>
      <Link href="/intro" className={buttonClass("secondary", "mt-4")}>
        {t("beginQuestionnaire")}
      </Link>
    </section>
  );
}
