import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { JourneyCircle } from "@/components/growth/journey-circle";
import { StageList } from "@/components/growth/stage-list";
import { buttonClass } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { loadPracticeRecord } from "@/lib/growth/load";
import { journeyProgress } from "@/lib/growth/practice";
import { journeyPosition, nextStepText } from "@/lib/growth/stage";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Growth"))("journeyTitle") };
}

/** The journey page (docs/decisions/0000-the-original-app.md §2; docs/decisions/0005-journey-stage-from-real-progress.md): the five stages, where the person stands, and what comes next. */
export default async function SpiralPage() {
  const { user } = await requireUser("/spiral");
  const [record, t, locale] = await Promise.all([loadPracticeRecord(user.id, user.timeZone), getTranslations("Growth"), getLocale()]);
  const progress = journeyProgress(record);
  const position = journeyPosition(progress);
  const nextStep = nextStepText(position, t, locale);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:py-12" data-current-stage={position.stage}>
      <header className="max-w-2xl">
        <h1 className="text-3xl text-ink sm:text-4xl">{t("journeyTitle")}</h1>
        <p className="mt-3 leading-relaxed text-muted">{t("journeyLead")}</p>
      </header>

      <div className="grid items-start gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-5 md:sticky md:top-24">
          <JourneyCircle current={position.stage} />
          <div className="rounded-2xl border border-line bg-white/85 p-5 text-center" data-testid="journey-next">
            <p className="font-serif text-2xl text-ink">{t("youAreAt", { stage: t(position.stage) })}</p>
            <p className="mt-2 leading-relaxed text-ink">{nextStep ?? t("reachedTop")}</p>
            <p className="mt-2 text-sm text-muted">{t("progress", { skills: progress.skills, days: progress.days, checkIns: progress.checkIns })}</p>
          </div>
          <Link href="/dashboard" className={buttonClass("primary", "self-center")}>
            {t("forward")}
          </Link>
        </div>
        <StageList current={position.stage} />
      </div>
    </div>
  );
}
