import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { HabitComplete, LoadFailed, NoActivities } from "@/components/habits/skill-screens";
import { SkillFlow } from "@/components/habits/skill-flow";
import { requireUserAndReport } from "@/lib/auth/session";
import { ReportFirstPage } from "@/components/report/report-first";
import { loadHabitFlow } from "@/lib/habits/flow";
import { pauseReliefFor } from "@/lib/habits/pause";
import { planPracticeAction, saveSkillAction } from "../actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Practice"))("metaPractice") };
}

export default async function HabitPage({ params }: PageProps<"/habit/[slug]">) {
  const { slug } = await params;
  const gate = await requireUserAndReport(`/habit/${encodeURIComponent(slug)}`);
  if (!gate.reportReady) return <ReportFirstPage place="habits" continueHref={gate.continueHref} />;
  const { user } = gate;
  const locale = await getLocale();
  const flow = await loadHabitFlow(user.id, slug, locale, user.timeZone);

  let content;
  switch (flow.state) {
    case "unknown-habit":
    case "no-skills":
      notFound();
    case "load-failed":
      content = <LoadFailed />;
      break;
    case "no-activities":
      content = <NoActivities slug={flow.habit.slug} habitName={flow.habit.name} skill={flow.skill} total={flow.total} />;
      break;
    case "all-done":
      content = <HabitComplete habitName={flow.habit.name} skills={flow.skills} timeZone={user.timeZone} locale={locale} />;
      break;
    case "ready":
      content = (
        <SkillFlow
          key={flow.skill.order}
          slug={flow.habit.slug}
          habitName={flow.habit.name}
          skill={flow.skill}
          total={flow.total}
          activities={flow.activities}
          variantWhy={flow.variantWhy}
          pause={await pauseReliefFor(user.id, locale)}
          save={saveSkillAction}
          plans={flow.plans}
          timeZone={user.timeZone}
          remindersOn={flow.remindersOn}
          plan={planPracticeAction}
        />
      );
  }
  return <div className="mx-auto flex min-h-screen max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">{content}</div>;
}
