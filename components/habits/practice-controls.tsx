"use client";

import { Button } from "@/components/ui/button";
import type { PracticeClock } from "@/lib/habits/practice-clock";
import { usePracticeWords } from "./practice-words";

type Props = {
  clock: PracticeClock;
  onStart: () => void;
  onPause: () => void;
  onEnd: () => void;
  /** Words of the end button while the practice runs or waits ("End", "Finish early"). */
  endLabel: string;
  /** A further control beside them while it runs (a timed practice's "Skip step"). */
  extra?: React.ReactNode;
};

/**
 * Start, pause, resume and end of a guided practice. Ending (or moving on without starting) is
 * always there: nothing locks the person in.
 */
export function PracticeControls({ clock, onStart, onPause, onEnd, endLabel, extra }: Props) {
  const t = usePracticeWords();
  if (clock.status === "ended") return null;
  return (
    <div className="flex flex-wrap gap-3">
      {clock.status === "running" ? (
        <Button variant="secondary" onClick={onPause}>
          {t("pause")}
        </Button>
      ) : (
        <Button onClick={onStart}>{clock.status === "paused" ? t("resume") : t("start")}</Button>
      )}
      {clock.status !== "ready" && extra}
      <Button variant="ghost" onClick={onEnd}>
        {clock.status === "ready" ? t("moveOn") : endLabel}
      </Button>
    </div>
  );
}

/** Sound choices beside a practice: checkboxes the person sets (a chime is on unless they turn it off). */
export function SoundChoices({
  voice,
  chime,
  onVoice,
  onChime,
}: {
  voice?: boolean;
  chime: boolean;
  onVoice?: (on: boolean) => void;
  onChime: (on: boolean) => void;
}) {
  const t = usePracticeWords();
  return (
    <fieldset className="flex flex-wrap gap-x-6 gap-y-2 text-ink">
      <legend className="sr-only">{t("sound")}</legend>
      {onVoice && (
        <label className="flex min-h-12 items-center gap-2">
          <input type="checkbox" className="size-5 accent-accent" checked={voice} onChange={(e) => onVoice(e.target.checked)} />
          {t("speakPhases")}
        </label>
      )}
      <label className="flex min-h-12 items-center gap-2">
        <input type="checkbox" className="size-5 accent-accent" checked={chime} onChange={(e) => onChime(e.target.checked)} />
        {t("chimeAtEnd")}
      </label>
    </fieldset>
  );
}
