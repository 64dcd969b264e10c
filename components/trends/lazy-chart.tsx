"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";
import { usePrefersReducedMotion } from "@/components/motion/use-reduced-motion";
import type { ChartSpec } from "@/lib/trends/figures/chart-spec";

type ChartViewType = ComponentType<{ spec: ChartSpec; height: number; animate: boolean }>;

/**
 * Reserves the chart's space at once (no layout shift) and fetches the chart module only when the
 * chart comes near the viewport, after hydration: recharts never weighs on the first paint, and a
 * chart far down the page costs nothing until the person scrolls to it.
 */
export function LazyChart({ spec, height = 240 }: { spec: ChartSpec; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [Chart, setChart] = useState<ChartViewType | null>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const node = box.current;
    if (!node) return;
    let cancelled = false;
    const load = () =>
      import("./charts")
        .then((module) => {
          if (!cancelled) setChart(() => module.ChartView);
        })
        // Offline or mid-deploy: the reserved space stays, and the table still holds every figure.
        .catch(() => undefined);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          // Wait for a quiet moment, so a chart in the first view never competes with hydration.
          if ("requestIdleCallback" in window) window.requestIdleCallback(() => void load(), { timeout: 1500 });
          else setTimeout(() => void load(), 200);
        }
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(node);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  return (
    <div ref={box} aria-hidden="true" style={{ height }} className="w-full" data-testid="trend-chart" data-loaded={Chart ? "true" : "false"}>
      {Chart ? <Chart spec={spec} height={height} animate={!reducedMotion} /> : <div className="h-full w-full rounded-2xl bg-sand/50" />}
    </div>
  );
}
