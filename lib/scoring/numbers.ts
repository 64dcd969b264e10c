/** Small numeric helpers shared by the instruments. */

/** Rounds to `decimals` places without float noise: 1.005 → 1.01 and 0.1 + 0.2 → 0.3 at 2 decimals. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // toPrecision strips the binary tail (100.49999999999999 → 100.5) before rounding.
  return Math.round(Number((value * factor).toPrecision(12))) / factor;
}

/** Clamps a value into [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Reads a finite number from a number or a numeric string; anything else (incl. "" and null) → null. */
export function readNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Throws a RangeError unless value is an integer in [min, max]. */
export function assertIntegerInRange(value: unknown, min: number, max: number, label: string): asserts value is number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${label} must be an integer from ${min} to ${max}; got ${String(value)}`);
  }
}
