/**
 * Lenient reading of a stored result for a trend: a row whose result has not the expected shape
 * is left out rather than drawn as zero, so an old or damaged row can never invent a change.
 * Each instrument's `trend.read` (lib/assessments/instruments) is built from these. Pure.
 */

import { roundShares } from "@/lib/scoring/round-shares";

export type Obj = Record<string, unknown>;

/** One point of a trend: when it was taken and the values a chart draws and a table reads. */
export type Point<Values> = { at: string; values: Values };

export type DoshaShares = { vata: number; pitta: number; kapha: number };

export const asObj = (value: unknown): Obj | null => (value && typeof value === "object" && !Array.isArray(value) ? (value as Obj) : null);

/** A stored number, or null: strings and non-finite values are not scores. */
export const readNumber = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/**
 * Three non-negative numbers as shares of 100 (1 decimal, largest remainder, so the three shown
 * always add up to 100); all zero when there is nothing to share.
 */
export function toShares(v: number, p: number, k: number): DoshaShares {
  const [vata, pitta, kapha] = roundShares([v, p, k]) as [number, number, number];
  return { vata, pitta, kapha };
}

/** Three non-negative numbers under `keys`, or null when one is missing or not a score. */
export function readTriple(obj: Obj | null, keys: readonly [string, string, string]): [number, number, number] | null {
  if (!obj) return null;
  const values = keys.map((key) => readNumber(obj[key]));
  if (values.some((n) => n === null || n < 0)) return null;
  return values as [number, number, number];
}
