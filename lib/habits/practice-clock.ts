/**
 * The clock of a guided practice, as plain values: started, paused, resumed or ended at given
 * instants (milliseconds), with no timer inside; a hook (components/habits/use-practice-clock.ts)
 * asks it for the time practised as the screen ticks. Pure, so tests drive it with any clock.
 */
export type PracticeClock =
  | { status: "ready"; banked: 0 }
  | { status: "running"; banked: number; since: number }
  | { status: "paused"; banked: number }
  | { status: "ended"; banked: number };

export const READY: PracticeClock = { status: "ready", banked: 0 };

/** Milliseconds practised by `now`: what was banked before, plus the run since the last start. */
export function practisedMs(clock: PracticeClock, now: number): number {
  return clock.status === "running" ? clock.banked + Math.max(0, now - clock.since) : clock.banked;
}

export function start(clock: PracticeClock, now: number): PracticeClock {
  return clock.status === "ready" || clock.status === "paused" ? { status: "running", banked: clock.banked, since: now } : clock;
}

export function pause(clock: PracticeClock, now: number): PracticeClock {
  return clock.status === "running" ? { status: "paused", banked: practisedMs(clock, now) } : clock;
}

/** Ends the practice (early or at its close): the time practised stays, capped at the practice's whole. */
export function end(clock: PracticeClock, now: number, totalMs: number): PracticeClock {
  return clock.status === "ended" ? clock : { status: "ended", banked: Math.min(practisedMs(clock, now), totalMs) };
}
