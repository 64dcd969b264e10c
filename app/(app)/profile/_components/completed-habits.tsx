import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDateIn } from "@/lib/time/format-in-locale";
import { getProfileReads } from "@/lib/data/page-reads";
import { habitInLocale, skillInLocale } from "@/lib/habits/in-locale";

/**
 * The profile's Completed Habits (docs/decisions/0015-profile-shows-real-results-export-delete.md): the user's completed skills, by habit, with dates,
 * their names and stages in the page's language (the database keeps them in English, lib/habits/in-locale.ts).
 */
export async function CompletedHabits({ userId, timeZone }: { userId: string; timeZone: string }) {
  const [reads, t, practice, locale] = await Promise.all([getProfileReads(userId), getTranslations("ProfilePage"), getTranslations("Practice"), getLocale()]);
  const completed = reads.completedSkills;
  const byHabit = new Map<string, { name: string; slug: string; skills: typeof completed }>();
  for (const skill of completed) {
    const entry = byHabit.get(skill.habitSlug) ?? {
      name: habitInLocale({ slug: skill.habitSlug, name: skill.habitName, blurb: "" }, locale).name,
      slug: skill.habitSlug,
      skills: [],
    };
    entry.skills.push({ ...skill, title: skillInLocale(skill.habitSlug, { ...skill, coachComment: "" }, locale).title });
    byHabit.set(skill.habitSlug, entry);
  }
  return (
    <section aria-labelledby="habits-title" data-testid="completed-habits">
      <h2 id="habits-title" className="text-2xl text-ink">
        {t("habitsHeading")}
      </h2>
      {byHabit.size === 0 ? (
        <p className="mt-2 text-muted">
          {t("habitsEmpty")}{" "}
          <Link href="/habits" className="font-semibold text-accent underline-offset-4 hover:underline">
            {t("exploreHabits")}
          </Link>
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {[...byHabit.values()].map((habit) => (
            <li key={habit.slug} className="rounded-3xl border border-line bg-white/70 p-5">
              <h3 className="font-serif text-lg text-ink">{habit.name}</h3>
              <ul className="mt-2 flex flex-col gap-1.5">
                {habit.skills.map((skill) => (
                  <li key={skill.skillOrder} className="flex flex-wrap justify-between gap-2 text-ink">
                    <span>
                      {t("skill", { order: skill.skillOrder, title: skill.title })} <span className="text-muted">({practice(`stage${skill.stage}`)})</span>
                    </span>
                    <time dateTime={skill.completedAt.toISOString()} className="text-sm text-muted">
                      {formatDateIn(locale, skill.completedAt, timeZone)}
                    </time>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
