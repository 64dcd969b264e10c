import type { Metadata } from "next";
import { HabitLibrary } from "@/components/habits/habit-library";
import { requireUserWithReport } from "@/lib/auth/session";
import { getHabitsPageReads } from "@/lib/data/page-reads";
import { suggestedHabits } from "@/lib/habits/suggested";
import { HabitsIntro } from "./intro";

export const metadata: Metadata = { title: "Explore All Habits" };

export default async function HabitsPage({ searchParams }: PageProps<"/habits">) {
  const { page } = await searchParams;
  const { user } = await requireUserWithReport(page ? `/habits?page=${encodeURIComponent(String(page))}` : "/habits");
  const habits = await suggestedHabits(user.id, await getHabitsPageReads(user.id));
  return (
    <section className="mx-auto flex min-h-screen max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <HabitsIntro />
      <HabitLibrary habits={habits} page={page} />
    </section>
  );
}
