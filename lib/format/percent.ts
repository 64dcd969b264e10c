/** Small display formatters shared by the report and the dashboard. Pure. */

// Dates and times are the person's own: lib/time/format.ts (formatLocalDate and friends).

/** A percentage with at most one decimal: 40 → "40%", 38.9 → "38.9%". */
export function formatPct(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)}%`;
}
