/** Lifestyle questionnaire: each item carries [V, P, K] weights scaled by a 0-4 answer. */
import { LIFESTYLE_MODERATE_MIN, LIFESTYLE_MULTIPLIERS, LIFESTYLE_SEVERE_MIN } from "./constants";
import { DOSHA_NAMES, type LifestyleBand } from "./doshas";
import { assertIntegerInRange, roundTo } from "./numbers";
import type { LifestyleAnswer, LifestyleResult } from "./types";

/** Band for one dosha score: < 10 "Minor", 10 to < 20 "Moderate", ≥ 20 "Severe". */
export function lifestyleBand(score: number): LifestyleBand {
  if (score >= LIFESTYLE_SEVERE_MIN) return "Severe";
  if (score >= LIFESTYLE_MODERATE_MIN) return "Moderate";
  return "Minor";
}

/** value 0-4 → ×0, 0.25, 0.5, 0.75, 1 of each weight, summed per dosha and per domain (2 dp), then banded. */
export function scoreLifestyle(answers: readonly LifestyleAnswer[]): LifestyleResult {
  let [vata, pitta, kapha] = [0, 0, 0];
  const domains = new Map<string, number>();
  for (const { domain, weights, value } of answers) {
    assertIntegerInRange(value, 0, LIFESTYLE_MULTIPLIERS.length - 1, `Lifestyle answer for ${domain}`);
    const multiplier = LIFESTYLE_MULTIPLIERS[value] ?? 0;
    const [v, p, k] = weights.map((w) => w * multiplier) as [number, number, number];
    vata += v;
    pitta += p;
    kapha += k;
    domains.set(domain, (domains.get(domain) ?? 0) + v + p + k);
  }
  // Round once at the end so per-item rounding cannot accumulate.
  const scores = { vata: roundTo(vata, 2), pitta: roundTo(pitta, 2), kapha: roundTo(kapha, 2) };
  // Band the rounded score so the band always agrees with the number shown beside it.
  const bands = { vata: lifestyleBand(scores.vata), pitta: lifestyleBand(scores.pitta), kapha: lifestyleBand(scores.kapha) };
  const domainTotals: Record<string, number> = {};
  for (const [domain, total] of domains) domainTotals[domain] = roundTo(total, 2);
  // Uses the exact band words so the sentence matches the labels shown beside each score.
  const summary =
    `Your daily rhythms suggest ${DOSHA_NAMES.v}: ${bands.vata}, ${DOSHA_NAMES.p}: ${bands.pitta}, ` +
    `${DOSHA_NAMES.k}: ${bands.kapha}. Small, steady changes in the highest area tend to help most.`;
  return { ...scores, bands, domainTotals, summary };
}
