"use client";

import Link from "next/link";
import { useEffect, useRef, type ComponentType, type ReactNode } from "react";
import { Plant } from "@/components/growth/garden-plant";
import { useHydrated } from "@/components/forms/use-form-action";
import { HelpLines } from "@/components/support/help-lines";
import { Button, buttonClass } from "@/components/ui/button";
import type { SkillCompletion } from "@/lib/habits/completion";
import { usePracticeWords } from "./practice-words";

const WIDTH = 240;
const HEIGHT = 220;
const GROUND = 178;

/**
 * How the moment moves in: the plant growing (`Grow`, an SVG group) and the parts rising one
 * after another (`Rise`). The completion page, drawn by the server for a browser that may run no
 * script, shows them still with plain elements; the flow's screen (skill-complete.tsx) animates.
 */
export type MomentMotion = {
  Grow: ComponentType<{ children: ReactNode }>;
  Rise: ComponentType<{ delay: number; className?: string; testId?: string; children: ReactNode }>;
};

const STILL: MomentMotion = {
  Grow: ({ children }) => <g>{children}</g>,
  Rise: ({ className, testId, children }) => (
    <div className={className} data-testid={testId}>
      {children}
    </div>
  ),
};

/** The habit's plant on a patch of earth. */
function GrownPlant({ completion, Grow }: { completion: SkillCompletion; Grow: MomentMotion["Grow"] }) {
  const { plant, plantLine } = completion;
  if (!plant) return null;
  return (
    <figure className="flex flex-col items-center gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={plantLine ?? plant.name}
        className="h-auto w-48 sm:w-56"
        data-testid="completion-plant"
        data-growth={plant.growth}
      >
        <defs>
          <filter id="completion-ink" x="-20%" y="-10%" width="140%" height="120%">
            <feTurbulence type="fractalNoise" baseFrequency="0.035" numOctaves="2" seed="7" />
            <feDisplacementMap in="SourceGraphic" scale="3" />
          </filter>
        </defs>
        <clipPath id="completion-round">
          <circle cx={WIDTH / 2} cy={HEIGHT / 2} r="106" />
        </clipPath>
        <g clipPath="url(#completion-round)">
          <rect width={WIDTH} height={HEIGHT} fill="#E3EEE9" />
          <path
            d={`M0 ${GROUND} C 70 ${GROUND - 12} 170 ${GROUND + 8} ${WIDTH} ${GROUND - 6} L ${WIDTH} ${HEIGHT} L 0 ${HEIGHT} Z`}
            fill="#D8C3A0"
            stroke="#8C6A3A"
            strokeOpacity="0.4"
            strokeWidth="2"
          />
        </g>
        <Grow>
          <Plant plant={plant} x={WIDTH / 2} ground={GROUND + 2} length={40 + plant.height * 95} filter="url(#completion-ink)" />
        </Grow>
      </svg>
      {plantLine && (
        <figcaption className="max-w-sm text-center leading-relaxed text-ink" data-testid="completion-plant-line">
          {plantLine}
        </figcaption>
      )}
    </figure>
  );
}

/**
 * The screen after a skill is saved: what was done, the plant that grew, a step of the journey
 * when one was reached, and a choice of the next skill or the dashboard. Focus starts on its
 * heading. Without `onNext` the next skill is a link to the habit's page, which opens on it (to its
 * one form, /habit/{slug}/answers, until the script has loaded).
 */
export function SkillMoment({
  completion,
  onNext,
  pending = false,
  motion = STILL,
}: {
  completion: SkillCompletion;
  onNext?: () => void;
  pending?: boolean;
  motion?: MomentMotion;
}) {
  const { Rise } = motion;
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The last activity may have been scrolled down: start the moment at its top, heading first.
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const { habitName, skill, total, activities, next } = completion;
  const t = usePracticeWords();
  const worked = { count: activities, order: skill.order, total, habit: habitName };

  return (
    <section
      aria-labelledby="skill-complete-title"
      data-testid="skill-complete"
      className="flex flex-col gap-6 rounded-3xl border border-line bg-white/85 p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">{habitName}</p>
        <h1 id="skill-complete-title" ref={heading} tabIndex={-1} className="text-3xl leading-tight text-ink outline-none">
          {t("completeTitle", { order: skill.order, title: skill.title })}
        </h1>
        <p className="leading-relaxed text-muted">{t(activities === 1 ? "workedThroughOne" : "workedThroughAll", worked)}</p>
      </div>
      {completion.crisis && <HelpLines intro="crisis" className="" testId="crisis-help-lines" />}
      <Rise delay={0.1}>
        <GrownPlant completion={completion} Grow={motion.Grow} />
      </Rise>
      {completion.reachedLine && (
        <Rise delay={0.5} className="rounded-2xl bg-accent-soft/70 px-5 py-4" testId="stage-reached">
          <h2 className="text-2xl text-ink">{completion.reachedLine}</h2>
          {completion.reachedAbout && <p className="mt-1 leading-relaxed text-ink">{completion.reachedAbout}</p>}
          <Link href="/spiral" prefetch={false} className="mt-2 inline-block font-semibold text-accent-dark underline-offset-4 hover:underline">
            {t("seeJourney")}
          </Link>
        </Rise>
      )}
      <p className="leading-relaxed text-muted">{t("restHere")}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {next && onNext ? (
          <Button onClick={onNext} disabled={pending}>
            {pending ? t("opening") : t("nextSkill", { title: next.title })}
          </Button>
        ) : next ? (
          // Until the script has loaded, straight to the next skill's one form (its own page streams in by script).
          <Link href={`/habit/${completion.habitSlug}${hydrated ? "" : "/answers"}`} prefetch={false} className={buttonClass("primary")}>
            {t("nextSkill", { title: next.title })}
          </Link>
        ) : (
          <Link href="/habits" prefetch={false} className={buttonClass("primary")}>
            {t("exploreMore")}
          </Link>
        )}
        <Link href="/dashboard" prefetch={false} className={buttonClass("secondary")}>
          {t("returnDashboard")}
        </Link>
      </div>
    </section>
  );
}
