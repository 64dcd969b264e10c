/**
 * Where a timed practice is, given its position in milliseconds: the step, the time left in it and
 * in the whole. Skipping a step moves the position to the next step's start without counting the
 * skipped time as practised (components/habits/timed-practice-view.tsx keeps the two apart). Pure.
 */
import type { PracticeStep } from "./practice-time";

export type StepState = {
  done: boolean;
  /** 0-based step; the last once done. */
  index: number;
  /** Whole seconds left in this step and in the whole practice. */
  stepLeft: number;
  totalLeft: number;
};

export function stepAt(steps: readonly PracticeStep[], positionMs: number): StepState {
  let rest = Math.max(0, positionMs);
  const totalMs = steps.reduce((sum, s) => sum + s.seconds * 1000, 0);
  for (let index = 0; index < steps.length; index++) {
    const ms = steps[index]!.seconds * 1000;
    if (rest < ms) {
      return { done: false, index, stepLeft: Math.ceil((ms - rest) / 1000), totalLeft: Math.ceil((totalMs - positionMs) / 1000) };
    }
    rest -= ms;
  }
  return { done: true, index: steps.length - 1, stepLeft: 0, totalLeft: 0 };
}

/** The position at which the step after `index` starts (the whole's end after the last). */
export function nextStepStartMs(steps: readonly PracticeStep[], index: number): number {
  return steps.slice(0, index + 1).reduce((sum, s) => sum + s.seconds * 1000, 0);
}

/** "4:05": minutes and seconds as a timer shows them. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
