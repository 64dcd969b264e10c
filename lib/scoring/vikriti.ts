/** Vikriti (current imbalance) questionnaire: one dosha name or null per row. */
import { VIKRITI_DOMINANT_MIN, VIKRITI_NO_IMBALANCE, VIKRITI_POINTS_PER_CHOICE } from "./constants";
import { sortDoshas } from "./dosha-order";
import { DOSHA_CODES, DOSHA_KEYS, DOSHA_NAMES, DOSHA_OF_CODE, DOSHA_ORDER, type Dosha, type DoshaCode, type DoshaKey, type VikritiChoice } from "./doshas";
import type { VikritiLeaning, VikritiResult } from "./types";

const NAME_TO_DOSHA: Readonly<Record<string, Dosha>> = Object.fromEntries(DOSHA_ORDER.map((d) => [DOSHA_NAMES[d], d]));

/**
 * What the points say: the doshas at or over the line (points desc, ties V, P, K) and the one
 * leading, which is null only when every row was "none".
 */
export function vikritiLeaning(points: Readonly<Record<DoshaKey, number>>): VikritiLeaning {
  const scores = { v: points.vata, p: points.pitta, k: points.kapha };
  const ranked = sortDoshas(scores);
  const leader = ranked[0] ?? "v";
  return {
    high: ranked.filter((d) => scores[d] >= VIKRITI_DOMINANT_MIN).map((d) => DOSHA_CODES[d]),
    // Every row "none": nothing leans anywhere, so no dosha is named, not even as minor (docs/decisions/0024-empty-answers-are-not-results.md).
    leaning: scores[leader] > 0 ? DOSHA_CODES[leader] : null,
  };
}

/** How a leaning reads: "Vata-Pitta", "Pitta (Minor)" or "No clear imbalance right now". */
export function vikritiLabel({ high, leaning }: VikritiLeaning): string {
  const name = (code: DoshaCode) => DOSHA_NAMES[DOSHA_OF_CODE[code]];
  if (high.length > 0) return high.map(name).join("-");
  // With nothing over the line we still name the leaning, marked minor so it is not read as an imbalance.
  return leaning ? `${name(leaning)} (Minor)` : VIKRITI_NO_IMBALANCE;
}

/** 2 points per choice; doshas ≥ 10 joined by "-" (points desc, ties V, P, K); none → "Top (Minor)"; all none → "No clear imbalance right now". */
export function scoreVikriti(rows: readonly VikritiChoice[]): VikritiResult {
  const points: Record<DoshaKey, number> = { vata: 0, pitta: 0, kapha: 0 };
  for (const choice of rows) {
    const dosha = choice === null ? undefined : NAME_TO_DOSHA[choice];
    if (dosha) points[DOSHA_KEYS[dosha]] += VIKRITI_POINTS_PER_CHOICE;
  }
  return { points, dominant: vikritiLabel(vikritiLeaning(points)) };
}
