/**
 * The points a trend is drawn from. Each instrument's `trend.read` (lib/assessments/instruments)
 * turns a parsed stored result into one point's values. Pure.
 */

import { roundShares } from "@/lib/scoring/round-shares";

/** One point of a trend: when it was taken and the values a chart draws and a table reads. */
export type Point<Values> = { at: string; values: Values };

export type DoshaShares = { vata: number; pitta: number; kapha: number };

/**
 * Three non-negative numbers as shares of 100 (1 decimal, largest remainder, so the three shown
 * always add up to 100); all zero when there is nothing to share.
 */
export function toShares(v: number, p: number, k: number): DoshaShares {
  const [vata, pitta, kapha] = roundShares([v, p, k]) as [number, number, number];
  return { vata, pitta, kapha };
}
