import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pacerAt, shapeScale } from "@/lib/habits/pacer";
import { end, pause, practisedMs, READY, start, type PracticeClock } from "@/lib/habits/practice-clock";
import { clockText, nextStepStartMs, stepAt } from "@/lib/habits/step-timer";

// The guided practices' state is pure: a clock of plain values and the pacer and step timer read
// from the milliseconds practised. Fake timers stand in for the screen's clock.
const FOUR_SIX = { in: 4, hold: 0, out: 6, holdAfter: 0 };
const FOUR_SEVEN_EIGHT = { in: 4, hold: 7, out: 8, holdAfter: 0 };
const BOX = { in: 4, hold: 4, out: 4, holdAfter: 4 };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-28T07:00:00Z"));
});
afterEach(() => vi.useRealTimers());

/** Lets `ms` pass on the fake clock. */
const wait = (ms: number) => vi.advanceTimersByTime(ms);

describe("the practice clock", () => {
  it("counts only running time: paused time is not practice, and resume goes on from where it stopped", () => {
    let clock: PracticeClock = start(READY, Date.now());
    wait(3000);
    expect(practisedMs(clock, Date.now())).toBe(3000);
    clock = pause(clock, Date.now());
    wait(60_000);
    expect(practisedMs(clock, Date.now())).toBe(3000);
    clock = start(clock, Date.now());
    expect(clock.status).toBe("running");
    wait(2500);
    expect(practisedMs(clock, Date.now())).toBe(5500);
  });

  it("ends early with the time practised, never more than the whole, and stays ended", () => {
    let clock = start(READY, Date.now());
    wait(7000);
    clock = end(clock, Date.now(), 60_000);
    expect(clock).toEqual({ status: "ended", banked: 7000 });
    wait(5000);
    expect(practisedMs(clock, Date.now())).toBe(7000);
    expect(start(clock, Date.now())).toBe(clock);
    const long = start(READY, Date.now());
    wait(90_000);
    expect(end(long, Date.now(), 60_000).banked).toBe(60_000);
    expect(end(READY, Date.now(), 60_000)).toEqual({ status: "ended", banked: 0 });
  });
});

describe("the pacer", () => {
  it("walks a 4-6 breath through its phases and rounds, counting down each phase", () => {
    const clock = start(READY, Date.now());
    const at = () => pacerAt(FOUR_SIX, 6, false, practisedMs(clock, Date.now()));
    expect(at()).toMatchObject({ phase: "in", round: 1, phaseLeft: 4, done: false, side: null });
    wait(3100);
    expect(at()).toMatchObject({ phase: "in", phaseLeft: 1 });
    wait(1000);
    expect(at()).toMatchObject({ phase: "out", round: 1, phaseLeft: 6 });
    wait(6000);
    expect(at()).toMatchObject({ phase: "in", round: 2 });
    wait(50_000);
    expect(at()).toMatchObject({ done: true, round: 6, remainingMs: 0 });
  });

  it("holds where the pattern holds (4-7-8, box) and skips holds of 0", () => {
    expect(pacerAt(FOUR_SEVEN_EIGHT, 4, false, 5000)).toMatchObject({ phase: "hold", phaseLeft: 6 });
    expect(pacerAt(FOUR_SEVEN_EIGHT, 4, false, 11_000)).toMatchObject({ phase: "out", phaseLeft: 8 });
    expect(pacerAt(FOUR_SEVEN_EIGHT, 4, false, 19_000)).toMatchObject({ phase: "in", round: 2 });
    expect(pacerAt(BOX, 2, false, 12_500)).toMatchObject({ phase: "holdAfter", round: 1, phaseLeft: 4 });
    expect(pacerAt(FOUR_SIX, 2, false, 4000).phase).toBe("out");
  });

  it("alternates the side each half-round for alternate-nostril: in left, out right, in right, out left", () => {
    const sides = [0, 4000, 10_000, 14_000].map((ms) => {
      const s = pacerAt(FOUR_SIX, 2, true, ms);
      return `${s.phase} ${s.side}`;
    });
    expect(sides).toEqual(["in left", "out right", "in right", "out left"]);
  });

  it("pauses and resumes in the same phase, and ends early wherever it is", () => {
    let clock = start(READY, Date.now());
    wait(5000);
    clock = pause(clock, Date.now());
    wait(30_000);
    expect(pacerAt(FOUR_SIX, 6, false, practisedMs(clock, Date.now()))).toMatchObject({ phase: "out", round: 1, phaseLeft: 5 });
    clock = start(clock, Date.now());
    wait(1000);
    expect(pacerAt(FOUR_SIX, 6, false, practisedMs(clock, Date.now()))).toMatchObject({ phase: "out", phaseLeft: 4 });
    clock = end(clock, Date.now(), 60_000);
    expect(clock.banked).toBe(6000);
  });

  it("grows the shape on the in-breath and shrinks it on the out-breath, and keeps it still for reduced motion", () => {
    const early = pacerAt(FOUR_SIX, 1, false, 400);
    const late = pacerAt(FOUR_SIX, 1, false, 3600);
    expect(shapeScale(late, false)).toBeGreaterThan(shapeScale(early, false));
    const outEarly = pacerAt(FOUR_SIX, 1, false, 4600);
    const outLate = pacerAt(FOUR_SIX, 1, false, 9400);
    expect(shapeScale(outLate, false)).toBeLessThan(shapeScale(outEarly, false));
    for (const state of [early, late, outEarly, outLate]) expect(shapeScale(state, true)).toBe(1);
    // Reduced motion keeps the words and count: the phase and what is left still change.
    expect([early.phase, outLate.phase, early.phaseLeft, outLate.phaseLeft]).toEqual(["in", "out", 4, 1]);
  });
});

describe("the step timer", () => {
  const steps = [
    { text: "Settle", seconds: 60 },
    { text: "Breath", seconds: 90 },
    { text: "Sounds", seconds: 30 },
  ];

  it("shows the time left in the step and in all, and the end", () => {
    expect(stepAt(steps, 0)).toEqual({ done: false, index: 0, stepLeft: 60, totalLeft: 180 });
    expect(stepAt(steps, 61_000)).toEqual({ done: false, index: 1, stepLeft: 89, totalLeft: 119 });
    expect(stepAt(steps, 180_000)).toMatchObject({ done: true, totalLeft: 0 });
    expect(clockText(119)).toBe("1:59");
    expect(clockText(0.2)).toBe("0:01");
  });

  it("skips a step by moving the position to the next step's start, while the practised time stays what it was", () => {
    let clock = start(READY, Date.now());
    wait(20_000);
    const practised = practisedMs(clock, Date.now());
    const skipped = nextStepStartMs(steps, stepAt(steps, practised).index) - practised;
    expect(stepAt(steps, practised + skipped)).toMatchObject({ index: 1, stepLeft: 90 });
    wait(10_000);
    clock = pause(clock, Date.now());
    expect(practisedMs(clock, Date.now())).toBe(30_000);
    expect(stepAt(steps, practisedMs(clock, Date.now()) + skipped)).toMatchObject({ index: 1, stepLeft: 80 });
  });
});
