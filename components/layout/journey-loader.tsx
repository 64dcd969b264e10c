"use client";

import { useEffect, useState } from "react";
import { usePrefersReducedMotion } from "@/components/motion/use-reduced-motion";
import { LOADER_MS_PER_CHAR, LOADER_TEXT, loaderFrame } from "./journey-loader-frame";

/** The guard's loader, shown while a protected page loads (docs/decisions/0000-the-original-app.md §2, Route guards). */
export function JourneyLoader() {
  const reduced = usePrefersReducedMotion();
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    if (reduced) return;
    const started = performance.now();
    const timer = setInterval(() => setElapsed(performance.now() - started), LOADER_MS_PER_CHAR);
    return () => clearInterval(timer);
  }, [reduced]);

  const { typed, dots } = loaderFrame(elapsed, reduced);
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] flex-col items-center justify-center gap-6 px-6">
      <span className="relative flex size-14 items-center justify-center" aria-hidden="true">
        <span className="absolute inset-0 animate-ping rounded-full bg-accent/20 motion-reduce:animate-none" />
        <span className="size-6 rounded-full bg-accent/70" />
      </span>
      <p className="font-serif text-xl text-accent">
        <span className="sr-only">{LOADER_TEXT}</span>
        <span aria-hidden="true">{typed}</span>
        <span aria-hidden="true" className="inline-block w-6 text-left">
          {dots}
        </span>
      </p>
    </div>
  );
}
