"use client";

import { Pie, PieChart, Tooltip } from "recharts";
import { usePrefersReducedMotion } from "@/components/motion/use-reduced-motion";
import { DOSHA_FILL } from "./dosha-colors";

export type DoshaPieProps = {
  vata: number;
  pitta: number;
  kapha: number;
  /** Width and height in pixels (the chart is square). */
  size?: number;
};

/** Pie animation 1500 ms and tooltip animation 400 ms (spec section 9); none with reduced motion. */
export const PIE_ANIMATION_MS = 1500;
export const TOOLTIP_ANIMATION_MS = 400;

const formatPct = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

/**
 * The Dosha wheel: a ring of Vata (green), Pitta (blue) and Kapha (coral). Purely visual: the caller
 * gives it a text alternative and hides it from assistive technology, so nothing in it takes focus.
 * Heavy (recharts): load it with next/dynamic, never import it into a page bundle directly.
 */
export default function DoshaPie({ vata, pitta, kapha, size = 220 }: DoshaPieProps) {
  const reduced = usePrefersReducedMotion();
  const data = [
    { name: "Vata", value: vata, fill: DOSHA_FILL.vata },
    { name: "Pitta", value: pitta, fill: DOSHA_FILL.pitta },
    { name: "Kapha", value: kapha, fill: DOSHA_FILL.kapha },
  ];
  return (
    <PieChart width={size} height={size} accessibilityLayer={false}>
      <Pie
        data={data}
        dataKey="value"
        nameKey="name"
        innerRadius="52%"
        outerRadius="92%"
        paddingAngle={1}
        stroke="#fcf8f1"
        strokeWidth={2}
        startAngle={90}
        endAngle={-270}
        rootTabIndex={-1}
        isAnimationActive={!reduced}
        animationDuration={PIE_ANIMATION_MS}
      />
      <Tooltip
        isAnimationActive={!reduced}
        animationDuration={TOOLTIP_ANIMATION_MS}
        formatter={(value) => formatPct(Number(value))}
        contentStyle={{ borderRadius: 12, borderColor: "#e6dccb", color: "#2c3531" }}
      />
    </PieChart>
  );
}
