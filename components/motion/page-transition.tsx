"use client";

import { LazyMotion } from "motion/react";
import * as m from "motion/react-m";
import { useEffect, type ReactNode } from "react";
import { loadMotionFeatures } from "./features";
import { usePrefersReducedMotion } from "./use-reduced-motion";

/** Page transition of the full-screen pages (spec section 9). */
export const PAGE_TRANSITION_S = 1.2;

// False until the first page has hydrated: the page a person lands on is painted at once (its
// server HTML is never hidden behind an animation); only pages reached by navigation fade in.
let navigated = false;

/**
 * The animated wrapper of the full-screen pages (intro and question sets), used from a route's
 * template.tsx so that it mounts again on every navigation. Instant under reduced motion.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const reduced = usePrefersReducedMotion();
  const animate = navigated && !reduced;
  useEffect(() => {
    navigated = true;
  }, []);
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <m.div
        initial={animate ? { opacity: 0, y: 12 } : false}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: PAGE_TRANSITION_S, ease: "easeOut" }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
