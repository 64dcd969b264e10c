"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { end, pause, practisedMs, READY, start, type PracticeClock } from "@/lib/habits/practice-clock";

/**
 * Drives a guided practice's clock (lib/habits/practice-clock.ts) with the screen: while it runs
 * it reads the time a few times a second, ends it by itself when the position reaches `totalMs`,
 * and tells `onEnded` the milliseconds practised once, however it ended. `skippedMs` moves the
 * position on (a skipped step) without counting as practised.
 */
export function usePracticeClock(totalMs: number, skippedMs: number, onEnded: (practised: number) => void) {
  const [clock, setClock] = useState<PracticeClock>(READY);
  const [now, setNow] = useState(() => Date.now());
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  });

  const running = clock.status === "running";
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    tick();
    const id = window.setInterval(tick, 200);
    return () => window.clearInterval(id);
  }, [running]);

  const practised = practisedMs(clock, now);
  const position = Math.min(practised + skippedMs, totalMs);

  const current = useRef(clock);
  useEffect(() => {
    current.current = clock;
  });
  const finish = useCallback(() => {
    if (current.current.status === "ended") return;
    const next = end(current.current, Date.now(), totalMs);
    current.current = next;
    setClock(next);
    ended.current(next.banked);
  }, [totalMs]);

  useEffect(() => {
    if (running && position >= totalMs) finish();
  }, [running, position, totalMs, finish]);

  return {
    clock,
    practised,
    position,
    start: () => {
      setNow(Date.now());
      setClock((c) => start(c, Date.now()));
    },
    pause: () => setClock((c) => pause(c, Date.now())),
    end: finish,
  };
}
