"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { plannedSeconds } from "@/lib/habits/practice-time";
import { useDurationWords, usePracticeWords } from "./practice-words";
import { clockText, nextStepStartMs, stepAt } from "@/lib/habits/step-timer";
import type { Draft, FlowActivity } from "./activity-state";
import { chime } from "./chime";
import { PracticeControls, SoundChoices } from "./practice-controls";
import { usePracticeClock } from "./use-practice-clock";
import { useWakeLock } from "./use-wake-lock";

type Props = { activity: FlowActivity; draft: Draft; onChange: (draft: Draft) => void };

/**
 * A timed practice: its steps in order with their own durations, the time left in view (a
 * `timer` that screen readers read when asked, not every second), the screen kept awake while it
 * runs, a soft chime as each step changes and at the end. A step can be skipped and the whole
 * finished early; skipped time is not counted as practised.
 */
export function TimedPracticeActivity({ activity, draft, onChange }: Props) {
  const steps = activity.steps ?? [];
  const t = usePracticeWords();
  const durationWords = useDurationWords();
  const [skippedMs, setSkippedMs] = useState(0);
  const [bell, setBell] = useState(true);
  // Whether it ran to its end (skipped steps included), or was finished early: the words differ.
  const [ranOut, setRanOut] = useState(() => draft.seconds >= plannedSeconds(activity));
  const practice = usePracticeClock(plannedSeconds(activity) * 1000, skippedMs, (ms) => {
    setRanOut(ms + skippedMs >= plannedSeconds(activity) * 1000);
    if (bell) chime();
    onChange({ ...draft, submitted: true, seconds: Math.round(ms / 1000) });
  });
  const running = practice.clock.status === "running";
  useWakeLock(running);
  const state = stepAt(steps, practice.position);

  // A soft chime as the practice moves to its next step, so eyes can stay closed.
  const lastStep = useRef(state.index);
  useEffect(() => {
    if (state.index !== lastStep.current && running && bell) chime();
    lastStep.current = state.index;
  }, [state.index, running, bell]);

  if (draft.submitted) {
    return (
      <div role="status" className="rounded-2xl bg-accent-soft/60 px-4 py-4 leading-relaxed text-ink" data-testid="timed-done">
        <p className="font-semibold">
          {ranOut ? t("timeUp") : t("finishedHere")} {t("takeBreath")}
        </p>
        <p className="mt-1">{draft.seconds > 0 ? t("practisedFor", { duration: durationWords(draft.seconds) }) : t("movedOnSteps")}</p>
      </div>
    );
  }

  const skip = () => setSkippedMs((s) => s + nextStepStartMs(steps, state.index) - practice.position);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-lg leading-relaxed text-ink">{activity.prompt.text}</p>
      <ol className="flex flex-col gap-2">
        {steps.map((step, i) => {
          const current = i === state.index && practice.clock.status !== "ready";
          return (
            <li
              key={i}
              aria-current={current ? "step" : undefined}
              className={`rounded-2xl border px-4 py-3 leading-relaxed ${current ? "border-accent bg-accent-soft/70 text-ink" : i < state.index ? "border-line text-muted" : "border-line bg-white text-ink"}`}
            >
              <span className="text-sm text-muted">{t("stepDuration", { n: i + 1, duration: durationWords(step.seconds) })}</span>
              <span className="block">{step.text}</span>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col items-center gap-1 rounded-2xl bg-sand/70 px-4 py-4">
        <p className="text-sm text-muted">
          {practice.clock.status === "ready" ? t("wholePractice") : t("stepTimeLeft", { n: state.index + 1, count: steps.length })}
        </p>
        <p role="timer" aria-label={t("timerLabel")} className="text-5xl font-semibold tabular-nums text-accent-dark" data-testid="timer">
          {clockText(practice.clock.status === "ready" ? state.totalLeft : state.stepLeft)}
        </p>
        <p className="text-sm text-muted" data-testid="timer-total">
          {practice.clock.status === "paused" ? t("pausedDot") : ""}
          {t("leftInAll", { time: clockText(state.totalLeft) })}
        </p>
      </div>
      <PracticeControls
        clock={practice.clock}
        onStart={practice.start}
        onPause={practice.pause}
        onEnd={practice.end}
        endLabel={t("finishEarly")}
        extra={
          <Button variant="secondary" onClick={skip}>
            {t("skipStep")}
          </Button>
        }
      />
      <SoundChoices chime={bell} onChime={setBell} />
    </div>
  );
}
