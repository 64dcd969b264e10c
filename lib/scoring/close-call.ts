/**
 * Whether a body type sits within a few points of a line in the body-type rule (docs/decisions/0000-the-original-app.md §5),
 * so that slightly different answers could have given another code. It measures the percentages
 * exactly as bodyTypeFromPercentages does (measureBodyType) and compares them with the same
 * constants, so the two can never disagree about which step fired.
 *
 * Only the comparisons that decided the result are looked at: for a step that fired, any of its
 * conditions near its line (it could stop holding); for a step that did not fire, the failing
 * conditions, when every one of them is near its line (it could start holding). A dual code also
 * counts as close when its two letters are within the margin of each other, since their order
 * (PV or VP) could swap.
 */
import { measureBodyType, exactPoints } from "./body-type";
import {
  BODY_TYPE_DUAL_MAX_GAP,
  BODY_TYPE_DUAL_MIN_SUM,
  BODY_TYPE_SINGLE_MIN_GAP,
  BODY_TYPE_SINGLE_MIN_TOP,
  BODY_TYPE_SUPPORT_MIN,
  BODY_TYPE_TRI_MAX_SPREAD,
  CLOSE_CALL_MARGIN,
} from "./constants";
import type { CloseCall, CloseCallHit, CloseCallRule, PercentageTriple } from "./types";

type Condition = CloseCallHit & { near: boolean };

function condition(rule: CloseCallRule, value: number, threshold: number, holds: boolean, margin: number): Condition {
  const v = exactPoints(value);
  return { rule, value: Math.round(v * 10) / 10, threshold, holds, near: exactPoints(Math.abs(v - threshold)) <= margin };
}

/** A step of conditions that must all hold: which of them could flip its outcome. */
function nearFlips(conditions: readonly Condition[]): Condition[] {
  const fired = conditions.every((c) => c.holds);
  if (fired) return conditions.filter((c) => c.near);
  const failing = conditions.filter((c) => !c.holds);
  return failing.every((c) => c.near) ? failing : [];
}

const strip = ({ rule, value, threshold, holds }: Condition): CloseCallHit => ({ rule, value, threshold, holds });

function done(hits: Condition[]): CloseCall {
  return { isClose: hits.length > 0, hits: hits.map(strip) };
}

/** The close-call check for a set of dosha percentages; `margin` in points (default 3). */
export function closeCall(percentages: PercentageTriple, margin: number = CLOSE_CALL_MARGIN): CloseCall {
  const { top, third, spread, gap, sum } = measureBodyType(percentages);
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
