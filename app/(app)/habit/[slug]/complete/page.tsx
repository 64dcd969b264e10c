import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { SkillMoment } from "@/components/habits/skill-moment";
import { requireUserAndReport } from "@/lib/auth/session";
import { ReportFirstPage } from "@/components/report/report-first";
import { completedSkillFor } from "@/lib/habits/completion";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Practice"))("metaComplete") };
}

/**
 * A completed skill's moment, drawn by the server from what was saved and shown still (no motion
 * to wait for a script, nor its weight in the first load): where the skill's form
 * (/habit/{slug}/answers) goes once saved, as the flow ends on the same screen. A skill not
 * completed (yet) leads back to the habit's page.
 */
export default async function SkillCompletePage({ params, searchParams }: PageProps<"/habit/[slug]/complete">) {
  const { slug } = await params;
  const { skill, first } = await searchParams;
  const gate = await requireUserAndReport(`/habit/${encodeURIComponent(slug)}`);
  if (!gate.reportReady) return <ReportFirstPage place="habits" continueHref={gate.continueHref} />;
  const { user } = gate;
  const order = typeof skill === "string" && /^\d{1,4}$/.test(skill) ? Number(skill) : null;
  const completion = order === null ? null : await completedSkillFor(user, slug, order, first === "1", await getLocale());
  if (!completion) redirect(`/habit/${encodeURIComponent(slug)}`);
  return (
    <div className="mx-auto flex min-h-screen max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <SkillMoment completion={completion} />
    </div>
  );
}
