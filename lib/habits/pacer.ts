/**
 * Where a paced breath is, given the milliseconds practised (lib/habits/practice-clock.ts): the
 * phase and its words, the round, the side for alternate-nostril, what is left, and how large
 * the shape is. Pure: no timers, so the tests give it any instant.
 */
import { roundSeconds, type BreathPattern } from "./practice-time";

export type BreathPhase = "in" | "hold" | "out" | "holdAfter";

const PHASES: BreathPhase[] = ["in", "hold", "out", "holdAfter"];

export type PacerState = {
  done: boolean;
  phase: BreathPhase;
  /** 1-based, never past the last. */
  round: number;
  rounds: number;
  /** Whole seconds left in this phase, counting down to 1 (0 once done). */
  phaseLeft: number;
  /** 0 to 1 through this phase. */
  progress: number;
  /** Alternate-nostril: the side to breathe through now; null without sides. */
  side: "left" | "right" | null;
  /** Milliseconds left of the whole practice. */
  remainingMs: number;
};

/** The state at `elapsedMs` into a pattern of `rounds` rounds. */
export function pacerAt(pattern: BreathPattern, rounds: number, sides: boolean, elapsedMs: number): PacerState {
  const roundMs = roundSeconds(pattern) * 1000;
  const totalMs = roundMs * rounds;
  const at = Math.min(Math.max(0, elapsedMs), totalMs);
  if (at >= totalMs) {
    return { done: true, phase: "out", round: rounds, rounds, phaseLeft: 0, progress: 1, side: null, remainingMs: 0 };
  }
  const roundIndex = Math.floor(at / roundMs);
  let inRound = at - roundIndex * roundMs;
  let phase: BreathPhase = "in";
  for (const name of PHASES) {
    const ms = pattern[name] * 1000;
    if (ms === 0) continue;
    phase = name;
    if (inRound < ms) break;
    inRound -= ms;
  }
  const phaseMs = pattern[phase] * 1000;
  return {
    done: false,
    phase,
    round: roundIndex + 1,
    rounds,
    phaseLeft: Math.ceil((phaseMs - inRound) / 1000),
    progress: inRound / phaseMs,
    side: sides ? sideOf(roundIndex, phase) : null,
    remainingMs: totalMs - at,
  };
}

/**
 * Alternate-nostril: the side changes each half-round: in left, out right, in right, out left.
 * A hold keeps the side of the breath before it.
 */
function sideOf(roundIndex: number, phase: BreathPhase): "left" | "right" {
  const firstHalf = phase === "in" || phase === "hold";
  const leftFirst = roundIndex % 2 === 0;
  return firstHalf === leftFirst ? "left" : "right";
}

/** The shape's size (0.6 empty to 1 full): growing on the in-breath, shrinking on the out; still at 1 when motion is reduced. */
export function shapeScale(state: PacerState, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  const low = 0.6;
  const span = 1 - low;
  switch (state.phase) {
    case "in":
      return low + span * state.progress;
    case "hold":
      return 1;
    case "out":
      return state.done ? low : 1 - span * state.progress;
    case "holdAfter":
      return low;
  }
}
