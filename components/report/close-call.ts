/**
 * Whether a body type sits within a few points of a line in the body-type rule (spec section 5),
 * so that slightly different answers could have given another code. Pure; safe anywhere.
 *
 * The rule, evaluated in order on the percentages sorted high to low (ties V, P, K):
 *   1. spread (top − lowest) ≤ 10            → VPK
 *   2. top ≥ 45 and lead (top − second) ≥ 10 → the top letter
 *   3. gap (top − second) ≤ 10 and top + second ≥ 65 → the two letters, with a support tag when the third ≥ 20
 *   4. otherwise                              → the top letter
 *
 * Only the comparisons that decided the result are looked at: for a step that fired, any of its
 * conditions near its line (it could stop holding); for a step that did not fire, the failing
 * conditions, when every one of them is near its line (it could start holding). A dual code also
 * counts as close when its two letters are within the margin of each other, since their order
 * (PV or VP) could swap.
 */
import {
  BODY_TYPE_DUAL_MAX_GAP,
  BODY_TYPE_DUAL_MIN_SUM,
  BODY_TYPE_SINGLE_MIN_GAP,
  BODY_TYPE_SINGLE_MIN_TOP,
  BODY_TYPE_SUPPORT_MIN,
  BODY_TYPE_TRI_MAX_SPREAD,
  sortDoshas,
  type PercentageTriple,
} from "@/lib/scoring";

/** How close (in percentage points, inclusive) counts as a close call. */
export const CLOSE_CALL_MARGIN = 3;

export type CloseCallRule =
  | "tri-spread"
  | "single-top"
  | "single-lead"
  | "dual-gap"
  | "dual-sum"
  | "dual-order"
  | "support";

export type CloseCallHit = {
  rule: CloseCallRule;
  /** The measured value (points), to one decimal. */
  value: number;
  /** The line it is compared with. */
  threshold: number;
  /** Whether the condition currently holds. */
  holds: boolean;
};

export type CloseCall = { isClose: boolean; hits: CloseCallHit[] };

type Condition = CloseCallHit & { near: boolean };

// Percentages carry one decimal; rounding keeps 40.1 − 30.1 at exactly 10 (as the rule itself does).
const exact = (value: number): number => Math.round(value * 1e6) / 1e6;

function condition(rule: CloseCallRule, value: number, threshold: number, holds: boolean, margin: number): Condition {
  const v = exact(value);
  return { rule, value: Math.round(v * 10) / 10, threshold, holds, near: exact(Math.abs(v - threshold)) <= margin };
}

/** A step of conditions that must all hold: which of them could flip its outcome. */
function nearFlips(conditions: readonly Condition[]): Condition[] {
  const fired = conditions.every((c) => c.holds);
  if (fired) return conditions.filter((c) => c.near);
  const failing = conditions.filter((c) => !c.holds);
  return failing.every((c) => c.near) ? failing : [];
}

const strip = ({ rule, value, threshold, holds }: Condition): CloseCallHit => ({ rule, value, threshold, holds });

/** The close-call check for a set of dosha percentages; `margin` in points (default 3). */
export function closeCall({ vPct, pPct, kPct }: PercentageTriple, margin: number = CLOSE_CALL_MARGIN): CloseCall {
  const pct = { v: vPct, p: pPct, k: kPct };
  const [a = "v", b = "p", c = "k"] = sortDoshas(pct);
  const top = pct[a];
  const second = pct[b];
  const third = pct[c];
  const spread = exact(top - third);
  const gap = exact(top - second);
  const sum = exact(top + second);

  const hits: Condition[] = [];

  // 1. Tri-doshic.
  const tri = condition("tri-spread", spread, BODY_TYPE_TRI_MAX_SPREAD, spread <= BODY_TYPE_TRI_MAX_SPREAD, margin);
  if (tri.near) hits.push(tri);
  if (tri.holds) return done(hits);

  // 2. A single dosha.
  const single = [
    condition("single-top", top, BODY_TYPE_SINGLE_MIN_TOP, top >= BODY_TYPE_SINGLE_MIN_TOP, margin),
    condition("single-lead", gap, BODY_TYPE_SINGLE_MIN_GAP, gap >= BODY_TYPE_SINGLE_MIN_GAP, margin),
  ];
  hits.push(...nearFlips(single));
  if (single.every((s) => s.holds)) return done(hits);

  // 3. Two doshas sharing the lead, perhaps with the third as support.
  const dual = [
    condition("dual-gap", gap, BODY_TYPE_DUAL_MAX_GAP, gap <= BODY_TYPE_DUAL_MAX_GAP, margin),
    condition("dual-sum", sum, BODY_TYPE_DUAL_MIN_SUM, sum >= BODY_TYPE_DUAL_MIN_SUM, margin),
  ];
  hits.push(...nearFlips(dual));
  if (dual.every((d) => d.holds)) {
    const order = condition("dual-order", gap, 0, gap > 0, margin);
    if (order.near) hits.push(order);
    const support = condition("support", third, BODY_TYPE_SUPPORT_MIN, third >= BODY_TYPE_SUPPORT_MIN, margin);
    if (support.near) hits.push(support);
  }
  return done(hits);
}

function done(hits: Condition[]): CloseCall {
  return { isClose: hits.length > 0, hits: hits.map(strip) };
}

const pct = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
const pts = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} ${value === 1 ? "point" : "points"}`;

/**
 * Plain-language details for a close call, one short sentence per nearby line, e.g.
 * "Your top two doshas are 9.5 points apart (10 is the line between one dosha leading and two
 * sharing the lead)." The lead and gap rules measure the same gap against the same line, so they
 * give one sentence. Empty when not close.
 */
export function describeCloseCall(result: CloseCall): string[] {
  const lines = result.hits.map(({ rule, value, threshold }) => {
    switch (rule) {
      case "tri-spread":
        return `Your highest and lowest doshas are ${pts(value)} apart (${threshold} or less reads as a balanced VPK type).`;
      case "single-top":
        return `Your leading dosha is at ${pct(value)} (${pct(threshold)} or more can read as a single-dosha type).`;
      case "single-lead":
      case "dual-gap":
        return `Your top two doshas are ${pts(value)} apart (${threshold} is the line between one dosha leading and two sharing the lead).`;
      case "dual-sum":
        return `Your top two doshas add up to ${pct(value)} (${pct(threshold)} or more can read as a two-dosha type).`;
      case "dual-order":
        return value === 0
          ? "Your top two doshas are level, so either could lead."
          : `Your top two doshas are only ${pts(value)} apart, so either could lead.`;
      case "support":
        return `Your third dosha is at ${pct(value)} (${pct(threshold)} or more shows as a support tag).`;
    }
  });
  return [...new Set(lines)];
}
