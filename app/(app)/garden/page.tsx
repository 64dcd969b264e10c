import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { GardenScene } from "@/components/growth/garden-scene";
import { GardenInvitation, GardenWords } from "@/components/growth/garden-words";
import { buttonClass } from "@/components/ui/button";
import { requireUserAndReport } from "@/lib/auth/session";
import { ReportFirstPage } from "@/components/report/report-first";
import { growGarden } from "@/lib/growth/garden";
import { loadPracticeMinutes, loadPracticeRecord } from "@/lib/growth/load";
import { PracticeMinutesSummary } from "@/components/growth/practice-minutes";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Growth"))("gardenTitle") };
}

/** The garden (docs/decisions/0006-garden-grows-with-practice.md): it grows from completed skills and mood check-ins. Drawn on the server. */
export default async function GardenPage() {
  const gate = await requireUserAndReport("/garden");
  if (!gate.reportReady) return <ReportFirstPage place="garden" continueHref={gate.continueHref} />;
  const { user } = gate;
  const [record, minutes, t] = await Promise.all([
    loadPracticeRecord(user.id, user.timeZone),
    loadPracticeMinutes(user.id, user.timeZone),
    getTranslations("Growth"),
  ]);
  const garden = growGarden(record);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="max-w-2xl">
        <h1 className="text-3xl text-ink sm:text-4xl">{t("gardenTitle")}</h1>
        <p className="mt-3 leading-relaxed text-muted">{t("gardenLead")}</p>
      </header>
      <div className="overflow-hidden rounded-[28px] border border-line shadow-sm">
        <GardenScene garden={garden} id="garden" />
      </div>
      {garden.empty ? <GardenInvitation /> : <GardenWords garden={garden} />}
      <PracticeMinutesSummary minutes={minutes} />
      <div className="flex flex-wrap gap-3">
        {!garden.empty && (
          <Link href="/habits" className={buttonClass("primary")}>
            {t("explore")}
          </Link>
        )}
        <Link href="/spiral" className={buttonClass("secondary")}>
          {t("seeJourney")}
        </Link>
        <Link href="/dashboard" className={buttonClass("ghost")}>
          {t("backToDashboard")}
        </Link>
      </div>
    </div>
  );
}
