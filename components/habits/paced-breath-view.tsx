"use client";

import { useEffect, useState } from "react";
import { usePrefersReducedMotion } from "@/components/motion/use-reduced-motion";
import { COMPANIONS } from "@/lib/companion/companions";
import { speak } from "@/lib/companion/speak";
import { pacerAt, shapeScale, type BreathPhase } from "@/lib/habits/pacer";
import { plannedSeconds } from "@/lib/habits/practice-time";
import type { Draft, FlowActivity } from "./activity-state";
import { chime } from "./chime";
import { PracticeControls, SoundChoices } from "./practice-controls";
import { useDurationWords, usePatternWords, usePracticeWords } from "./practice-words";
import { usePracticeClock } from "./use-practice-clock";
import { useWakeLock } from "./use-wake-lock";

type Props = { activity: FlowActivity; draft: Draft; onChange: (draft: Draft) => void };

/** Each phase's words in the catalogue (the hold after the out-breath is a hold too). */
const PHASE_KEYS = { in: "breatheIn", hold: "hold", out: "breatheOut", holdAfter: "hold" } as const satisfies Record<BreathPhase, string>;

/**
 * Paced breathing: a circle that grows on the in-breath and shrinks on the out-breath (still, with
 * the count and words alone, when the person asks for reduced motion), the phase in words, the
 * round, the side for alternate-nostril, an optional soft voice and a chime at the end.
 */
export function PacedBreathActivity({ activity, draft, onChange }: Props) {
  const pattern = activity.pattern!;
  const rounds = activity.rounds ?? 1;
  const t = usePracticeWords();
  const durationWords = useDurationWords();
  const patternWords = usePatternWords();
  const reduced = usePrefersReducedMotion();
  const [voice, setVoice] = useState(false);
  const [bell, setBell] = useState(true);
  const practice = usePracticeClock(plannedSeconds(activity) * 1000, 0, (ms) => {
    if (bell && ms > 0) chime();
    onChange({ ...draft, submitted: true, seconds: Math.round(ms / 1000) });
  });
  const running = practice.clock.status === "running";
  useWakeLock(running);
  const state = pacerAt(pattern, rounds, activity.sides ?? false, practice.position);
  const phase = t(PHASE_KEYS[state.phase]);
  const words = state.side ? t(state.side === "left" ? "phaseLeft" : "phaseRight", { phase }) : phase;

  useEffect(() => {
    if (voice && running) return speak(words, COMPANIONS.shanti.pitch);
  }, [voice, running, words, state.round]);

  if (draft.submitted) {
    return (
      <div role="status" className="rounded-2xl bg-accent-soft/60 px-4 py-4 leading-relaxed text-ink">
        {draft.seconds > 0 ? t("breathedFor", { duration: durationWords(draft.seconds) }) : t("movedOnCircle")}
      </div>
    );
  }

  const scale = shapeScale(state, reduced);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-lg leading-relaxed text-ink">{activity.prompt.text}</p>
      <p className="text-sm text-muted">{patternWords(pattern, rounds)}</p>
      <div className="flex flex-col items-center gap-3 py-2" data-testid="pacer">
        <div className="relative flex size-56 items-center justify-center sm:size-64">
          <div
            aria-hidden="true"
            data-testid="pacer-shape"
            data-scale={scale.toFixed(2)}
            className="absolute inset-0 rounded-full bg-accent-soft ring-2 ring-accent/30"
            style={{ transform: `scale(${scale})`, transition: reduced ? "none" : "transform 200ms linear" }}
          />
          <p className="relative text-5xl font-semibold text-accent-dark" aria-hidden="true">
            {practice.clock.status === "ready" ? "" : state.phaseLeft}
          </p>
        </div>
        <p aria-live="polite" className="min-h-8 text-center text-2xl text-ink" data-testid="pacer-words">
          {practice.clock.status === "ready" ? t("readyWhenYouAre") : practice.clock.status === "paused" ? t("paused") : words}
        </p>
        <p className="text-muted" data-testid="pacer-round">
          {t("roundOf", { round: state.round, count: rounds })}
        </p>
      </div>
      <PracticeControls clock={practice.clock} onStart={practice.start} onPause={practice.pause} onEnd={practice.end} endLabel={t("end")} />
      <SoundChoices voice={voice} onVoice={setVoice} chime={bell} onChime={setBell} />
    </div>
  );
}
