"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState, useTransition } from "react";
import Link from "next/link";
import { useHydrated } from "@/components/forms/use-form-action";
import { Button, buttonClass } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { ActionResult } from "@/lib/action-result";
import type { SkillCompletion } from "@/lib/habits/completion";
import type { PlannedMoment } from "@/lib/habits/in-locale";
import type { PracticePlanInput, SkillAnswers } from "@/lib/validations/habits";
import { ActivityView } from "./activity-view";
import { emptyDraft, isAnswered, toAnswer, type Draft, type FlowActivity } from "./activity-state";
import { PauseNote } from "./pause-note";
import { PracticePlanContext, type PracticePlans } from "./practice-plan-context";
import { usePracticeWords } from "./practice-words";
import { SaveRefused } from "./save-refused";
import { SkillIntro, type SkillSummary } from "./skill-intro";

// The completion screen (and motion with it) is fetched only on the way to it, off the first load.
const loadCompletion = () => import("./skill-complete");
const SkillComplete = dynamic(() => loadCompletion().then((mod) => mod.SkillComplete), {
  loading: () => <AnswersSaved />,
});

function AnswersSaved() {
  const t = usePracticeWords();
  return <p className="py-12 text-center text-muted">{t("answersSaved")}</p>;
}

// Set when the completion screen asks for the next skill: the page reloads into it, and the new
// skill's intro takes focus, since the button that had it is gone.
let focusNextIntro = false;

type Props = {
  slug: string;
  habitName: string;
  skill: SkillSummary;
  total: number;
  activities: FlowActivity[];
  /** Why the activities read as they do (the variant for the person), or null for the base version. */
  variantWhy: string | null;
  pause: { title: string; steps: string[] } | null;
  save: (slug: string, input: SkillAnswers) => Promise<ActionResult<SkillCompletion>>;
  /** The person's try-later plans of this skill (activity key → moment), zone, reminders, and the action that sets a plan. */
  plans: Record<string, PlannedMoment>;
  timeZone: string;
  remindersOn: boolean;
  plan: (slug: string, input: PracticePlanInput) => Promise<ActionResult<PlannedMoment>>;
};

/**
 * One skill: the intro card, then its activities one at a time. After the last one every answer
 * is saved together; on success the completion screen shows what grew and offers the next skill
 * (the page then reloads into it) or the dashboard; on failure the answers stay on screen with
 * the reason.
 */
export function SkillFlow({ slug, habitName, skill, total, activities, variantWhy, pause, save, ...practice }: Props) {
  const router = useRouter();
  const hydrated = useHydrated();
  const t = usePracticeWords();
  const [step, setStep] = useState(-1);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [error, setError] = useState("");
  const [saving, startSaving] = useTransition();
  const [completion, setCompletion] = useState<SkillCompletion | null>(null);
  const [opening, startOpening] = useTransition();
  const [plans, setPlans] = useState(practice.plans);
  const planContext = useMemo<PracticePlans>(
    () => ({
      plans,
      timeZone: practice.timeZone,
      remindersOn: practice.remindersOn,
      plan: (input) => practice.plan(slug, { ...input, skill: skill.order }),
      setPlanned: (key, moment) => setPlans((all) => ({ ...all, [key]: moment })),
    }),
    [plans, practice, slug, skill.order],
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onLast = step === activities.length - 1;

  useEffect(() => {
    if (onLast) void loadCompletion().catch(() => undefined);
  }, [onLast]);

  useEffect(() => {
    if (!focusNextIntro) return;
    focusNextIntro = false;
    document.getElementById("skill-title")?.focus();
  }, []);

  const openNext = () => {
    focusNextIntro = true;
    startOpening(() => router.refresh());
  };

  const goTo = (next: number) => {
    setStep(next);
    // Move focus to the new activity's heading so screen readers start there.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  if (completion) {
    return <SkillComplete completion={completion} pending={opening} onNext={openNext} />;
  }

  if (step < 0) {
    return (
      <SkillIntro habitName={habitName} skill={skill} total={total} why={variantWhy}>
        {pause && <PauseNote relief={pause} />}
        {hydrated ? (
          <Button className="self-start" onClick={() => goTo(0)}>
            {pause ? t("continueAnyway") : t("begin")}
          </Button>
        ) : (
          // Until the script has loaded, the skill's one form on a page of its own (docs/decisions/0040-one-way-to-write-a-form.md).
          <Link href={`/habit/${slug}/answers`} prefetch={false} className={buttonClass("primary", "self-start")}>
            {pause ? t("continueAnyway") : t("begin")}
          </Link>
        )}
      </SkillIntro>
    );
  }

  const activity = activities[step]!;
  const draft = drafts[activity.key] ?? emptyDraft();
  const last = onLast;
  const ready = isAnswered(activity, draft);

  const finish = () =>
    startSaving(async () => {
      setError("");
      try {
        const result = await save(slug, { skill: skill.order, responses: activities.map((a) => toAnswer(a, drafts[a.key] ?? emptyDraft())) });
        if (!result.ok) return setError(result.message);
        setCompletion(result.data);
      } catch {
        setError(t("unreachable"));
      }
    });

  return (
    <section aria-labelledby="activity-title" className="flex flex-col gap-6 rounded-3xl border border-line bg-white/85 p-6 shadow-sm sm:p-8">
      <div className="flex flex-col gap-2">
        <p className="text-sm text-muted">
          {t("activityLine", { habit: habitName, order: skill.order, title: skill.title, step: step + 1, count: activities.length })}
        </p>
        <ProgressBar
          value={step + 1}
          max={activities.length}
          label={t("activitiesLabel")}
          valueText={t("activityOf", { step: step + 1, count: activities.length })}
        />
      </div>
      <h1 id="activity-title" ref={headingRef} tabIndex={-1} className="text-2xl leading-snug text-ink outline-none sm:text-3xl">
        {activity.header}
      </h1>
      <PracticePlanContext value={planContext}>
        <ActivityView activity={activity} draft={draft} onChange={(next) => setDrafts((all) => ({ ...all, [activity.key]: next }))} />
      </PracticePlanContext>
      {ready && activity.coach_closing.text && (
        <p className="rounded-2xl bg-accent-soft/70 px-4 py-3 leading-relaxed text-ink" data-testid="coach-closing">
          {activity.coach_closing.text}
        </p>
      )}
      {error && <SaveRefused message={error} />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" disabled={saving} onClick={() => (step === 0 ? setStep(-1) : goTo(step - 1))}>
          {t("back")}
        </Button>
        <Button disabled={!ready || saving} onClick={() => (last ? finish() : goTo(step + 1))}>
          {last ? (saving ? t("saving") : t("finish")) : t("next")}
        </Button>
      </div>
    </section>
  );
}
