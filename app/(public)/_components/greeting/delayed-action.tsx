"use client";

import * as m from "motion/react-m";
import { useEffect, useState, type ReactNode } from "react";

/** About 3 s after a companion step opens its button appears, fading in over 1.2 s (docs/decisions/0000-the-original-app.md §9). */
const ACTION_DELAY_MS = 3000;
const ACTION_FADE_S = 1.2;

type Phase = "waiting" | "arriving" | "arrived";

/**
 * Holds a step's action until the companion has had time to speak; under reduced motion it is
 * there at once. Until then nothing is rendered, so it cannot be focused or pressed early; only a
 * browser without JavaScript, where no timer runs, finds it at once (the server's <noscript>).
 * `data-phase` says where the button is, so a check of the finished step (an accessibility scan)
 * can wait for "arrived" instead of guessing from animations.
 */
export function DelayedAction({ reduced, children }: { reduced: boolean; children: ReactNode }) {
  const [phase, setPhase] = useState<Phase>("waiting");
  useEffect(() => {
    if (reduced) return;
    const timer = setTimeout(() => setPhase("arriving"), ACTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reduced]);
  const current: Phase = reduced ? "arrived" : phase;
  return (
    <div className="mt-8 flex min-h-12 justify-center" data-phase={current}>
      {current === "waiting" && <noscript>{children}</noscript>}
      {current !== "waiting" && (
        <m.div
          initial={reduced ? false : { opacity: 0 }}
          animate={{ opacity: 1 }}
          transition={{ duration: reduced ? 0 : ACTION_FADE_S }}
          onAnimationComplete={() => setPhase("arrived")}
        >
          {children}
        </m.div>
      )}
    </div>
  );
}
