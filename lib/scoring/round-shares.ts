/**
 * Percentages shown side by side must add up to exactly 100 (docs/decisions/0033-percentages-add-up-to-100.md). Rounding
 * each one on its own does not: 31.95, 31.95 and 36.1 read 32 + 32 + 36.1 = 100.1. Largest
 * remainder rounding fixes the sum: scale the shares to 100, round every one down to the step
 * (one decimal, as the spec shows them), then hand the steps still missing to the shares that
 * lost the most, ties going to the earlier share (Vata, Pitta, Kapha when given in that order).
 */

/**
 * `values` as percentages of their total, each a multiple of 10^-decimals, summing to exactly 100.
 * Negative or non-finite values count as 0; when nothing is left the shares are all 0.
 */
export function roundShares(values: readonly number[], decimals = 1): number[] {
  const clean = values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  const total = clean.reduce((sum, v) => sum + v, 0);
  if (total <= 0) return clean.map(() => 0);
  // Work in whole steps (tenths at one decimal) so no float drift enters the sum.
  const scale = 10 ** decimals;
  const steps = 100 * scale;
  const exact = clean.map((v) => (v / total) * steps);
  const floors = exact.map((x) => Math.floor(x + 1e-9));
  let missing = steps - floors.reduce((sum, v) => sum + v, 0);
  const byRemainder = exact
    .map((x, index) => ({ index, remainder: x - floors[index]! }))
    // Remainders equal but for float noise (4/6 and 1/6 both leave 2/3) are a tie: the earlier share wins.
    .sort((a, b) => (Math.abs(b.remainder - a.remainder) > 1e-9 ? b.remainder - a.remainder : a.index - b.index));
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    floors[index]! += 1;
    missing -= 1;
  }
  return floors.map((n) => n / scale);
}
