"use client";

import type { ReactNode } from "react";
import type { SkillView } from "@/lib/habits/flow";
import { usePracticeWords } from "./practice-words";

export type SkillSummary = Omit<SkillView, "completedAt">;

/** The skill's intro card: habit name, stage, 'Skill {n}: {title}', the coach's words and, for a version shaped for the person, why. */
export function SkillIntro({
  habitName,
  skill,
  total,
  why,
  children,
}: {
  habitName: string;
  skill: SkillSummary;
  total: number;
  why?: string | null;
  children?: ReactNode;
}) {
  const t = usePracticeWords();
  return (
    <section aria-labelledby="skill-title" className="flex flex-col gap-4 rounded-3xl border border-line bg-white/85 p-6 shadow-sm sm:p-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent">{habitName}</p>
      <p className="inline-flex self-start rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-dark">
        {t("stage", { stage: t(`stage${skill.stage}`) })}
      </p>
      <h1 id="skill-title" tabIndex={-1} className="text-3xl leading-tight text-ink outline-none">
        {t("skillTitle", { order: skill.order, title: skill.title })}
      </h1>
      <p className="text-sm text-muted">{t("skillOf", { order: skill.order, total })}</p>
      <blockquote className="border-l-4 border-accent/40 pl-4 text-lg leading-relaxed text-ink">{skill.coachComment}</blockquote>
      {why && (
        <p className="flex items-start gap-2 text-sm font-semibold leading-snug text-accent-dark" data-testid="skill-variant-why">
          <span aria-hidden="true">✦</span>
          {why}
        </p>
      )}
      {children}
    </section>
  );
}
