import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { HabitIcon } from "./habit-icon";
import { HabitProgress } from "./habit-progress";

export type HabitCardData = { slug: string; name: string; blurb: string; icon: string | null; done: number; total: number; why?: string | null };

/**
 * One habit in the library: icon, name, 'Practice' tag, its blurb, why it is suggested to this
 * person (until it is finished), their progress and Open.
 */
export async function HabitCard({ habit, headingLevel = 2 }: { habit: HabitCardData; headingLevel?: 2 | 3 | 4 }) {
  const t = await getTranslations("Practice");
  const Heading = headingLevel === 2 ? "h2" : headingLevel === 3 ? "h3" : "h4";
  return (
    <article data-testid="habit-card" className="flex h-full flex-col gap-4 rounded-3xl border border-line bg-white/85 p-5 shadow-sm">
      {/* At a large text size the name moves under the icon rather than pushing the card wider. */}
      <div className="flex flex-wrap items-start gap-4">
        <HabitIcon src={habit.icon} />
        <div className="flex min-w-0 flex-col items-start gap-1.5">
          <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold tracking-wide text-accent-dark">{t("tag")}</span>
          <Heading className="text-xl leading-snug text-ink">{habit.name}</Heading>
        </div>
      </div>
      <p className="leading-relaxed text-muted">{habit.blurb}</p>
      {habit.why && habit.done < habit.total && (
        <p className="flex items-start gap-2 text-sm font-semibold leading-snug text-accent-dark" data-testid="habit-why">
          <span aria-hidden="true">✦</span>
          {habit.why}
        </p>
      )}
      <div className="mt-auto flex flex-col gap-4">
        <HabitProgress name={habit.name} done={habit.done} total={habit.total} />
        <Link
          href={`/habit/${habit.slug}`}
          aria-label={t("openNamed", { name: habit.name })}
          className={buttonClass("secondary", "self-start")}
          prefetch={false}
        >
          {t("open")}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
