import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { getDashboardReads } from "@/lib/data/page-reads";
import { dashboardHabits, progressState } from "@/lib/habits/progress";
import { suggestedHabits } from "@/lib/habits/suggested";
import { HabitCard } from "./habit-card";

/**
 * The dashboard's habit cards: up to four, habits in progress first, then new ones in the order
 * suggested for this person, each saying why; then the 'New habit awaits' card and 'Explore More
 * Practices' (→ /habits), in the page's language (HomePractices). A server component.
 */
export async function DashboardHabitCards({ person }: { person: { id: string; timeZone: string } }) {
  const [{ habits: library, checks, visitorPreferences }, locale, t] = await Promise.all([
    getDashboardReads(person.id),
    getLocale(),
    getTranslations("HomePractices"),
  ]);
  const habits = await suggestedHabits(person, { habits: library, latestCheck: checks[0], visitorPreferences }, new Date(), locale);
  const shown = dashboardHabits(habits);
  const next = habits.filter((h) => progressState(h) === "new" && !shown.includes(h)).at(0);
  return (
    <section aria-labelledby="dashboard-habits" className="flex flex-col gap-4" data-testid="dashboard-habits">
      <h3 id="dashboard-habits" className="text-xl text-ink">
        {t("heading")}
      </h3>
      <ul className="grid gap-4 sm:grid-cols-2">
        {shown.map((habit) => (
          <li key={habit.slug}>
            <HabitCard habit={habit} headingLevel={4} />
          </li>
        ))}
        <li>
          <article className="flex h-full flex-col justify-center gap-3 rounded-3xl border-2 border-dashed border-line bg-white/50 p-5">
            <h4 className="text-xl text-ink">{t("awaitsTitle")}</h4>
            <p className="leading-relaxed text-muted">{next ? t("awaitsNext", { name: next.name }) : t("awaitsNone")}</p>
            {next?.why && <span className="text-sm font-semibold text-accent-dark">{next.why}</span>}
            {next && (
              <Link href={`/habit/${next.slug}`} prefetch={false} className="self-start font-semibold text-accent underline-offset-4 hover:underline">
                {t("start", { name: next.name })}
              </Link>
            )}
          </article>
        </li>
      </ul>
      <Link href="/habits" prefetch={false} className={buttonClass("secondary", "self-start")}>
        {t("explore")}
      </Link>
    </section>
  );
}
