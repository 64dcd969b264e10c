import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { LOAD_FAILED, NO_ACTIVITIES } from "./skill-copy";
import { formatLocalDate } from "@/lib/time/format";
import { SkillIntro, type SkillSummary } from "./skill-intro";

/** A bundle file is missing for this skill: say so, with a way back and a refresh. */
export function NoActivities({ slug, habitName, skill, total }: { slug: string; habitName: string; skill: SkillSummary; total: number }) {
  return (
    <SkillIntro habitName={habitName} skill={skill} total={total}>
      <div role="alert" className="rounded-2xl border border-line bg-sand px-4 py-4">
        <h2 className="text-xl text-ink">{NO_ACTIVITIES}</h2>
        <p className="mt-1 text-muted">This skill&apos;s activities could not be found. They may be on their way; please look again soon.</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link href="/habits" className={buttonClass("secondary")}>
          Back to all habits
        </Link>
        {/* A plain link: a full reload asks the server again. */}
        <a href={`/habit/${slug}`} className={buttonClass("ghost")}>
          Refresh
        </a>
      </div>
    </SkillIntro>
  );
}

/** The skill's content could not be read. */
export function LoadFailed() {
  return (
    <section role="alert" className="flex flex-col items-center py-12 text-center">
      <h1 className="text-2xl text-ink">{LOAD_FAILED}</h1>
      <Link href="/habits" className={buttonClass("secondary", "mt-8")}>
        Back to all habits
      </Link>
    </section>
  );
}

/** Every skill of the habit is complete: celebrate it and list them with their dates. */
export function HabitComplete({
  habitName,
  skills,
  timeZone,
}: {
  habitName: string;
  skills: (SkillSummary & { completedAt: Date | null })[];
  timeZone: string;
}) {
  return (
    <section aria-labelledby="complete-title" className="flex flex-col gap-5 rounded-3xl border border-line bg-white/85 p-6 shadow-sm sm:p-8">
      <h1 id="complete-title" className="text-3xl text-ink">
        You&apos;ve completed {habitName}
      </h1>
      <p className="leading-relaxed text-muted">Every skill of this habit is yours now. Keep practising the parts that help; they stay with you.</p>
      <ol className="flex flex-col gap-2">
        {skills.map((s) => (
          <li key={s.order} className="flex flex-wrap justify-between gap-2 rounded-2xl bg-accent-soft/60 px-4 py-3">
            <span className="text-ink">
              Skill {s.order}: {s.title} <span className="text-muted">({s.stage})</span>
            </span>
            {s.completedAt && <span className="text-sm text-muted">{formatLocalDate(s.completedAt, timeZone)}</span>}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Link href="/habits" className={buttonClass("primary")}>
          Explore more habits
        </Link>
        <Link href="/dashboard" className={buttonClass("secondary")}>
          Return to Dashboard
        </Link>
      </div>
    </section>
  );
}
