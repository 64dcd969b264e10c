"use client";

import { LazyMotion } from "motion/react";
import * as m from "motion/react-m";
import { useMemo } from "react";
import { loadMotionFeatures } from "@/components/motion/features";
import { usePrefersReducedMotion } from "@/components/motion/use-reduced-motion";
import type { SkillCompletion } from "@/lib/habits/completion";
import { SkillMoment, type MomentMotion } from "./skill-moment";

/** The moment's motion: the plant grows in and the parts rise one after another, at once when reduced motion is asked for. */
function momentMotion(still: boolean): MomentMotion {
  return {
    Grow: ({ children }) => (
      <m.g
        initial={still ? false : { scale: 0.55, opacity: 0.4 }}
        animate={{ scale: 1, opacity: 1 }}
        transition={{ duration: 1.1, ease: "easeOut", delay: 0.2 }}
        style={{ transformBox: "fill-box", originX: 0.5, originY: 1 }}
      >
        {children}
      </m.g>
    ),
    Rise: ({ delay, className, testId, children }) => (
      <m.div
        className={className}
        data-testid={testId}
        {...(still
          ? { initial: false as const }
          : { initial: { opacity: 0, y: 12 }, animate: { opacity: 1, y: 0 }, transition: { duration: 0.6, ease: "easeOut" as const, delay } })}
      >
        {children}
      </m.div>
    ),
  };
}

/** The screen after a skill is saved in the flow (skill-moment.tsx), moving in with motion. */
export function SkillComplete({ completion, onNext, pending }: { completion: SkillCompletion; onNext: () => void; pending: boolean }) {
  const still = usePrefersReducedMotion();
  const motion = useMemo(() => momentMotion(still), [still]);
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <SkillMoment completion={completion} onNext={onNext} pending={pending} motion={motion} />
    </LazyMotion>
  );
}
