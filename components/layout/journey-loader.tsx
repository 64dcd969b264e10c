"use client";

import { useEffect, useState } from "react";
import { TypedText } from "@/components/motion/typed-text";

export const LOADER_TEXT = "Preparing your journey";
const DOT_STATES = ["", ".", "..", "..."] as const;

/** The guard's loader: the words type out at 75 ms a character, then dots cycle every 500 ms. */
export function JourneyLoader() {
  const [typed, setTyped] = useState(false);
  const [dots, setDots] = useState(0);

  useEffect(() => {
    if (!typed) return;
    const timer = setInterval(() => setDots((d) => (d + 1) % DOT_STATES.length), 500);
    return () => clearInterval(timer);
  }, [typed]);

  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] flex-col items-center justify-center gap-6 px-6">
      <span className="relative flex size-14 items-center justify-center" aria-hidden="true">
        <span className="absolute inset-0 animate-ping rounded-full bg-accent/20 motion-reduce:animate-none" />
        <span className="size-6 rounded-full bg-accent/70" />
      </span>
      <p className="font-serif text-xl text-accent">
        <TypedText text={LOADER_TEXT} msPerChar={75} onDone={() => setTyped(true)} />
        <span aria-hidden="true" className="inline-block w-6 text-left">
          {DOT_STATES[dots]}
        </span>
      </p>
    </div>
  );
}
