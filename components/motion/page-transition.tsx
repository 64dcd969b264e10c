"use client";

import { useLayoutEffect, useRef, type ReactNode } from "react";

/** Page transition of the full-screen pages (docs/decisions/0000-the-original-app.md §9). */
export const PAGE_TRANSITION_S = 1.2;

// motion's small WAAPI `animate` (motion/mini), fetched after the first page has hydrated:
// LazyMotion with `m` cost about 31 KB of first-load JS on every question page, past its budget.
const loadAnimate = () => import("motion/mini").then((mod) => mod.animate);

// False until the first page has hydrated: the page a person lands on is painted at once (its
// server HTML is never hidden behind an animation); only pages reached by navigation fade in.
let navigated = false;

/**
 * The animated wrapper of the full-screen pages (intro and question sets), used from a route's
 * template.tsx so that it mounts again on every navigation. Instant under reduced motion.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);

  // A layout effect, so a page reached by navigation is hidden before its first paint.
  useLayoutEffect(() => {
    const el = wrapper.current;
    const animate = navigated && el && !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    navigated = true;
    if (!animate) {
      void loadAnimate().catch(() => undefined); // warm the chunk for the next page
      return;
    }
    el.style.opacity = "0";
    let cancelled = false;
    const show = () => el.style.removeProperty("opacity");
    loadAnimate()
      .then((run) => {
        if (cancelled) return;
        show();
        return run(el, { opacity: [0, 1], transform: ["translateY(12px)", "translateY(0)"] }, { duration: PAGE_TRANSITION_S, ease: "easeOut" });
      })
      .catch(show);
    return () => {
      cancelled = true;
      show();
    };
  }, []);

  return <div ref={wrapper}>{children}</div>;
}
