import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { PauseNote } from "@/components/habits/pause-note";
import { SkillForm } from "@/components/habits/skill-form";
import { SkillIntro } from "@/components/habits/skill-intro";
import { requireUserAndReport } from "@/lib/auth/session";
import { ReportFirstPage } from "@/components/report/report-first";
import { loadHabitFlow } from "@/lib/habits/flow";
import { pauseReliefFor } from "@/lib/habits/pause";
import { saveSkillFormAction } from "../actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Practice"))("metaPractice") };
}

/**
 * The current skill's activities as one form: where Begin Skill leads before JavaScript has loaded
 * (docs/decisions/0040-one-way-to-write-a-form.md). A habit with no skill to answer (all done,
 * content missing) is shown by its own page.
 */
export default async function SkillAnswersPage({ params }: PageProps<"/habit/[slug]/answers">) {
  const { slug } = await params;
  const gate = await requireUserAndReport(`/habit/${encodeURIComponent(slug)}/answers`);
  if (!gate.reportReady) return <ReportFirstPage place="habits" continueHref={gate.continueHref} />;
  const { user } = gate;
  const locale = await getLocale();
  const flow = await loadHabitFlow(user.id, slug, locale, user.timeZone);
  if (flow.state === "unknown-habit" || flow.state === "no-skills") notFound();
  if (flow.state !== "ready") redirect(`/habit/${flow.habit.slug}`);
  const pause = await pauseReliefFor(user.id, locale);
  const t = await getTranslations("Practice");

  return (
    <div className="mx-auto flex min-h-screen max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <SkillIntro habitName={flow.habit.name} skill={flow.skill} total={flow.total} why={flow.variantWhy}>
        {pause && <PauseNote relief={pause} />}
        <p className="leading-relaxed text-muted">
          {t("oneFormIntro")}{" "}
          <Link href={`/habit/${flow.habit.slug}`} prefetch={false} className="font-semibold text-accent underline-offset-4 hover:underline">
            {t("oneAtATime")}
          </Link>
        </p>
      </SkillIntro>
      <SkillForm slug={flow.habit.slug} skill={flow.skill.order} activities={flow.activities} action={saveSkillFormAction} />
    </div>
  );
}
