import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { HabitLibrary } from "@/components/habits/habit-library";
import { requireUserAndReport } from "@/lib/auth/session";
import { ReportFirstPage } from "@/components/report/report-first";
import { getHabitsPageReads } from "@/lib/data/page-reads";
import { suggestedHabits } from "@/lib/habits/suggested";
import { HabitsIntro } from "./intro";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Practice"))("libraryTitle") };
}

export default async function HabitsPage({ searchParams }: PageProps<"/habits">) {
  const { page } = await searchParams;
  const gate = await requireUserAndReport(page ? `/habits?page=${encodeURIComponent(String(page))}` : "/habits");
  if (!gate.reportReady) return <ReportFirstPage place="habits" continueHref={gate.continueHref} />;
  const { user } = gate;
  const habits = await suggestedHabits(user, await getHabitsPageReads(user.id), new Date(), await getLocale());
  return (
    <section className="mx-auto flex min-h-screen max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <HabitsIntro />
      <HabitLibrary habits={habits} page={page} />
    </section>
  );
}
