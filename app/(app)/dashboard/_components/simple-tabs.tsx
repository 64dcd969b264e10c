import Link from "next/link";
import { getLocale } from "next-intl/server";
import { HabitLibrary } from "@/components/habits/habit-library";
import { GardenScene } from "@/components/growth/garden-scene";
import { buttonClass } from "@/components/ui/button";
import { getDashboardReads } from "@/lib/data/page-reads";
import { gardenHeadline, growGarden } from "@/lib/growth/garden";
import { loadPracticeRecord } from "@/lib/growth/load";
import { suggestedHabits } from "@/lib/habits/suggested";

const libraryPageHref = (page: number) => (page === 1 ? "/dashboard?tab=library" : `/dashboard?tab=library&page=${page}`);

/** Library: every habit practice with the user's progress, nine a page, in the order suggested to them. */
export async function LibraryTab({ person, page }: { person: { id: string; timeZone: string }; page?: string | string[] }) {
  const { habits, checks, visitorPreferences } = await getDashboardReads(person.id);
  const suggested = await suggestedHabits(person, { habits, latestCheck: checks[0], visitorPreferences }, new Date(), await getLocale());
  return (
    <div className="flex flex-col gap-3">
      <p className="leading-relaxed text-muted">Practices chosen for your body type, to return to whenever you like.</p>
      <HabitLibrary habits={suggested} page={page} hrefFor={libraryPageHref} headingLevel={3} />
    </div>
  );
}

/** Garden: a small view of the garden, its words, and the way in. */
export async function GardenTab({ userId, timeZone }: { userId: string; timeZone: string }) {
  const garden = growGarden(await loadPracticeRecord(userId, timeZone));
  return (
    <div className="rounded-3xl border border-line bg-white/85 p-6 text-center shadow-sm">
      <p className="font-serif text-2xl text-ink">Your garden</p>
      <div className="mx-auto mt-3 max-w-md overflow-hidden rounded-2xl border border-line">
        <GardenScene garden={garden} id="dashboard-garden" />
      </div>
      <p className="mx-auto mt-3 max-w-md leading-relaxed text-muted">
        {garden.empty ? "Every practice you complete and every mood check-in plants something new." : `${gardenHeadline(garden)} Go and see.`}
      </p>
      <Link href="/garden" className={buttonClass("primary", "mt-4")} prefetch={false}>
        Open Garden
      </Link>
    </div>
  );
}
