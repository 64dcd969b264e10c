/**
 * Lenient reading of a stored result for a trend: a row whose result has not the expected shape
 * is left out rather than drawn as zero, so an old or damaged row can never invent a change.
 * Each instrument's `trend.read` (lib/assessments/instruments) is built from these. Pure.
 */

export type Obj = Record<string, unknown>;

/** One point of a trend: when it was taken and the values a chart draws and a table reads. */
export type Point<Values> = { at: string; values: Values };

export type DoshaShares = { vata: number; pitta: number; kapha: number };

export const asObj = (value: unknown): Obj | null => (value && typeof value === "object" && !Array.isArray(value) ? (value as Obj) : null);

/** A stored number, or null: strings and non-finite values are not scores. */
export const readNumber = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** One decimal, as the report shows percentages. */
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Three non-negative numbers as shares of 100 (1 decimal); all zero when there is nothing to share. */
export function toShares(v: number, p: number, k: number): DoshaShares {
  const total = v + p + k;
  if (total <= 0) return { vata: 0, pitta: 0, kapha: 0 };
  return { vata: round1((v / total) * 100), pitta: round1((p / total) * 100), kapha: round1((k / total) * 100) };
}

/** Three non-negative numbers under `keys`, or null when one is missing or not a score. */
export function readTriple(obj: Obj | null, keys: readonly [string, string, string]): [number, number, number] | null {
  if (!obj) return null;
  const values = keys.map((key) => readNumber(obj[key]));
  if (values.some((n) => n === null || n < 0)) return null;
  return values as [number, number, number];
}
