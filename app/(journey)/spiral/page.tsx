import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { JourneyCircle } from "@/components/growth/journey-circle";
import { StageList, type StageWords } from "@/components/growth/stage-list";
import { buttonClass } from "@/components/ui/button";
import { assessmentContent } from "@/content/assessment-by-locale";
import { requireUser } from "@/lib/auth/session";
import { loadPracticeRecord } from "@/lib/growth/load";
import { journeyProgress } from "@/lib/growth/practice";
import { journeyPosition, nextStepText, STAGE_NAMES, type StageName } from "@/lib/growth/stage";
import { stepWords } from "./step-words";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("JourneyPage"))("title") };
}

/** The journey page (docs/decisions/0000-the-original-app.md §2; docs/decisions/0005-journey-stage-from-real-progress.md): the five stages, where the person stands, and what comes next. */
export default async function SpiralPage() {
  const { user } = await requireUser("/spiral");
  const [record, locale, t, step] = await Promise.all([loadPracticeRecord(user.id, user.timeZone), getLocale(), getTranslations("JourneyPage"), stepWords()]);
  const progress = journeyProgress(record);
  const position = journeyPosition(progress);
  const nextStep = nextStepText(position, step);
  const names = Object.fromEntries(STAGE_NAMES.map((stage) => [stage, t(stage)])) as Record<StageName, string>;
  const words: StageWords = {
    names,
    copy: assessmentContent("journey", locale).JOURNEY_STAGE_COPY,
    listLabel: t("stagesLabel"),
    stageNumber: (number) => t("stageNumber", { number }),
    here: t("here"),
    reached: t("reached"),
    circleLabel: t("circleLabel", { first: names.Seed, last: names.Flourishing, stage: names[position.stage] }),
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:py-12" data-current-stage={position.stage}>
      <header className="max-w-2xl">
        <h1 className="text-3xl text-ink sm:text-4xl">{t("title")}</h1>
        <p className="mt-3 leading-relaxed text-muted">{t("lead")}</p>
      </header>

      <div className="grid items-start gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-5 md:sticky md:top-24">
          <JourneyCircle current={position.stage} words={words} />
          <div className="rounded-2xl border border-line bg-white/85 p-5 text-center" data-testid="journey-next">
            <p className="font-serif text-2xl text-ink">{t("youAreAt", { stage: names[position.stage] })}</p>
            <p className="mt-2 leading-relaxed text-ink">{nextStep ?? t("flourished")}</p>
            <p className="mt-2 text-sm text-muted">{t("tally", progress)}</p>
          </div>
          <Link href="/dashboard" className={buttonClass("primary", "self-center")}>
            {t("forward")}
          </Link>
        </div>
        <StageList current={position.stage} words={words} />
      </div>
    </div>
  );
}
