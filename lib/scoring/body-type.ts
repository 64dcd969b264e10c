/** Body-type code from dosha percentages. */
import {
  BODY_TYPE_DUAL_MAX_GAP,
  BODY_TYPE_DUAL_MIN_SUM,
  BODY_TYPE_SINGLE_MIN_GAP,
  BODY_TYPE_SINGLE_MIN_TOP,
  BODY_TYPE_SUPPORT_MIN,
  BODY_TYPE_TRI_MAX_SPREAD,
} from "./constants";
import { DOSHA_CODES, type BodyTypeCode } from "./doshas";
import { rankDoshas } from "./dosha-order";
import { roundTo } from "./numbers";
import type { BodyTypeMeasures, BodyTypeResult, PercentageTriple } from "./types";

/**
 * Percentages carry one decimal; rounding differences and sums to 6 places keeps 40.1 − 30.1
 * equal to 10 so the inclusive edges behave exactly as written instead of drifting on float noise.
 */
export const exactPoints = (value: number): number => roundTo(value, 6);

/** What the body-type rule compares: the doshas ranked (ties V, P, K) and the spread, gap and sum. */
export function measureBodyType({ vPct, pPct, kPct }: PercentageTriple): BodyTypeMeasures {
  const pct = { v: vPct, p: pPct, k: kPct };
  const ranked = rankDoshas(pct);
  const [top, second, third] = ranked.map((d) => pct[d]) as [number, number, number];
  return {
    ranked,
    top,
    second,
    third,
    spread: exactPoints(top - third),
    gap: exactPoints(top - second),
    sum: exactPoints(top + second),
  };
}

/**
 * Sorted desc (ties V, P, K): spread ≤ 10 → "VPK"; top ≥ 45 and gap ≥ 10 → top letter;
 * gap ≤ 10 and top + second ≥ 65 → dual code (support = third if ≥ 20); else top letter.
 */
export function bodyTypeFromPercentages(percentages: PercentageTriple): BodyTypeResult {
  const { ranked, top, third, spread, gap, sum } = measureBodyType(percentages);
  const [first, second, last] = ranked;

  if (spread <= BODY_TYPE_TRI_MAX_SPREAD) return { code: "VPK", support: null };
  if (top >= BODY_TYPE_SINGLE_MIN_TOP && gap >= BODY_TYPE_SINGLE_MIN_GAP) {
    return { code: DOSHA_CODES[first], support: null };
  }
  if (gap <= BODY_TYPE_DUAL_MAX_GAP && sum >= BODY_TYPE_DUAL_MIN_SUM) {
    const code = `${DOSHA_CODES[first]}${DOSHA_CODES[second]}` as BodyTypeCode;
    return { code, support: third >= BODY_TYPE_SUPPORT_MIN ? DOSHA_CODES[last] : null };
  }
  return { code: DOSHA_CODES[first], support: null };
}
