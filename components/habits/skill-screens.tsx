import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import { formatDateIn } from "@/lib/time/format-in-locale";
import { SkillIntro, type SkillSummary } from "./skill-intro";

/** A bundle file is missing for this skill: say so, with a way back and a refresh. */
export async function NoActivities({ slug, habitName, skill, total }: { slug: string; habitName: string; skill: SkillSummary; total: number }) {
  const t = await getTranslations("Practice");
  return (
    <SkillIntro habitName={habitName} skill={skill} total={total}>
      <div role="alert" className="rounded-2xl border border-line bg-sand px-4 py-4">
        <h2 className="text-xl text-ink">{t("noActivities")}</h2>
        <p className="mt-1 text-muted">{t("noActivitiesBody")}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link href="/habits" className={buttonClass("secondary")}>
          {t("backToHabits")}
        </Link>
        {/* A plain link: a full reload asks the server again. */}
        <a href={`/habit/${slug}`} className={buttonClass("ghost")}>
          {t("refresh")}
        </a>
      </div>
    </SkillIntro>
  );
}

/** The skill's content could not be read. */
export async function LoadFailed() {
  const t = await getTranslations("Practice");
  return (
    <section role="alert" className="flex flex-col items-center py-12 text-center">
      <h1 className="text-2xl text-ink">{t("loadFailed")}</h1>
      <Link href="/habits" className={buttonClass("secondary", "mt-8")}>
        {t("backToHabits")}
      </Link>
    </section>
  );
}

/** Every skill of the habit is complete: celebrate it and list them with their dates. */
export async function HabitComplete({
  habitName,
  skills,
  timeZone,
  locale,
}: {
  habitName: string;
  skills: (SkillSummary & { completedAt: Date | null })[];
  timeZone: string;
  locale: Locale;
}) {
  const t = await getTranslations("Practice");
  return (
    <section aria-labelledby="complete-title" className="flex flex-col gap-5 rounded-3xl border border-line bg-white/85 p-6 shadow-sm sm:p-8">
      <h1 id="complete-title" className="text-3xl text-ink">
        {t("habitDoneTitle", { habit: habitName })}
      </h1>
      <p className="leading-relaxed text-muted">{t("habitDoneBody")}</p>
      <ol className="flex flex-col gap-2">
        {skills.map((s) => (
          <li key={s.order} className="flex flex-wrap justify-between gap-2 rounded-2xl bg-accent-soft/60 px-4 py-3">
            <span className="text-ink">
              {t("skillTitle", { order: s.order, title: s.title })} <span className="text-muted">({t(`stage${s.stage}`)})</span>
            </span>
            {s.completedAt && <span className="text-sm text-muted">{formatDateIn(locale, s.completedAt, timeZone)}</span>}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Link href="/habits" className={buttonClass("primary")}>
          {t("exploreMore")}
        </Link>
        <Link href="/dashboard" className={buttonClass("secondary")}>
          {t("returnDashboard")}
        </Link>
      </div>
    </section>
  );
}
