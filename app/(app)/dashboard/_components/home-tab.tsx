import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { MoodPrompt } from "./mood-prompt";
import { DashboardHabitCards } from "@/components/habits/dashboard-habit-cards";
import { WeeklySummary } from "@/components/insights/weekly-summary";
import { SeasonNow } from "@/components/season/season-now";
import { buttonClass } from "@/components/ui/button";
import type { AssessmentOverviewItem } from "@/lib/assessments/overview";
import { AssessmentList } from "./assessment-list";

/** Home: the week in a few lines, the season for this person, the habits, the ways to company and the garden, and every assessment with its last result. */
export async function HomeTab({
  userId,
  timeZone,
  place,
  assessments,
}: {
  userId: string;
  timeZone: string;
  /** The city the person chose for the sun (lib/places): the season's hemisphere is read there. */
  place: string | null;
  assessments: AssessmentOverviewItem[];
}) {
  const t = await getTranslations("Daily");
  return (
    <div className="flex flex-col gap-8">
      <MoodPrompt />
      <WeeklySummary person={{ id: userId, timeZone }} />
      <SeasonNow person={{ id: userId, timeZone, place }} headingLevel={3} testId="season-card" rhythmHref="/rhythm" />
      <DashboardHabitCards person={{ id: userId, timeZone }} />
      <div className="flex flex-wrap gap-3">
        <Link href="/dashboard?tab=buddy" className={buttonClass("secondary")} prefetch={false}>
          {t("buddy")}
        </Link>
        <Link href="/community" className={buttonClass("secondary")} prefetch={false}>
          {t("community")}
        </Link>
        <Link href="/garden" className={buttonClass("primary")} prefetch={false}>
          {t("revealGarden")}
        </Link>
        <Link href="/spiral" className={buttonClass("secondary")} prefetch={false}>
          {t("yourJourney")}
        </Link>
      </div>
      <section aria-labelledby="dashboard-assessments" className="flex flex-col gap-4">
        <div>
          <h3 id="dashboard-assessments" className="text-xl text-ink">
            {t("assessments")}
          </h3>
          <p className="mt-1 leading-relaxed text-muted">{t("assessmentsLead")}</p>
        </div>
        <AssessmentList items={assessments} timeZone={timeZone} />
      </section>
    </div>
  );
}
