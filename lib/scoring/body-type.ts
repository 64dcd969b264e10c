/** Body-type code from dosha percentages. */
import {
  BODY_TYPE_DUAL_MAX_GAP,
  BODY_TYPE_DUAL_MIN_SUM,
  BODY_TYPE_SINGLE_MIN_GAP,
  BODY_TYPE_SINGLE_MIN_TOP,
  BODY_TYPE_SUPPORT_MIN,
  BODY_TYPE_TRI_MAX_SPREAD,
} from "./constants";
import { DOSHA_CODES, type Dosha } from "./doshas";
import { rankDoshas } from "./dosha-order";
import { roundTo } from "./numbers";
import type { BodyTypeCode, BodyTypeResult, PercentageTriple } from "./types";

// Percentages carry one decimal; rounding differences and sums to 6 places keeps 40.1 − 30.1 equal to 10
// so the inclusive edges behave exactly as written instead of drifting on binary float noise.
const exact = (value: number): number => roundTo(value, 6);

/**
 * Sorted desc (ties V, P, K): spread ≤ 10 → "VPK"; top ≥ 45 and gap ≥ 10 → top letter;
 * gap ≤ 10 and top + second ≥ 65 → dual code (support = third if ≥ 20); else top letter.
 */
export function bodyTypeFromPercentages({ vPct, pPct, kPct }: PercentageTriple): BodyTypeResult {
  const pct: Record<Dosha, number> = { v: vPct, p: pPct, k: kPct };
  const [top, second, third] = rankDoshas(pct);
  const spread = exact(pct[top] - pct[third]);
  const gap = exact(pct[top] - pct[second]);

  if (spread <= BODY_TYPE_TRI_MAX_SPREAD) return { code: "VPK", support: null };
  if (pct[top] >= BODY_TYPE_SINGLE_MIN_TOP && gap >= BODY_TYPE_SINGLE_MIN_GAP) {
    return { code: DOSHA_CODES[top], support: null };
  }
  if (gap <= BODY_TYPE_DUAL_MAX_GAP && exact(pct[top] + pct[second]) >= BODY_TYPE_DUAL_MIN_SUM) {
    const code = `${DOSHA_CODES[top]}${DOSHA_CODES[second]}` as BodyTypeCode;
    return { code, support: pct[third] >= BODY_TYPE_SUPPORT_MIN ? DOSHA_CODES[third] : null };
  }
  return { code: DOSHA_CODES[top], support: null };
}
