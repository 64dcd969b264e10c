/** Vikriti (current imbalance) questionnaire: one dosha name or null per row. */
import { VIKRITI_DOMINANT_MIN, VIKRITI_NO_IMBALANCE, VIKRITI_POINTS_PER_CHOICE } from "./constants";
import { sortDoshas } from "./dosha-order";
import { DOSHA_NAMES, DOSHA_ORDER, type Dosha, type VikritiChoice } from "./doshas";
import type { VikritiResult } from "./types";

const NAME_TO_DOSHA: Readonly<Record<string, Dosha>> = Object.fromEntries(DOSHA_ORDER.map((d) => [DOSHA_NAMES[d], d]));

/** 2 points per choice; doshas ≥ 10 joined by "-" (points desc, ties V, P, K); none → "Top (Minor)"; all none → "No clear imbalance right now". */
export function scoreVikriti(rows: readonly VikritiChoice[]): VikritiResult {
  const scores: Record<Dosha, number> = { v: 0, p: 0, k: 0 };
  for (const choice of rows) {
    const dosha = choice === null ? undefined : NAME_TO_DOSHA[choice];
    if (dosha) scores[dosha] += VIKRITI_POINTS_PER_CHOICE;
  }
  const ranked = sortDoshas(scores);
  const dominant = ranked.filter((d) => scores[d] >= VIKRITI_DOMINANT_MIN).map((d) => DOSHA_NAMES[d]);
  const leader = ranked[0] ?? "v";
  const points = { vata: scores.v, pitta: scores.p, kapha: scores.k };
  // Every row "none": nothing leans anywhere, so no dosha is named, not even as minor (DECISIONS 24).
  if (scores[leader] === 0) return { points, dominant: VIKRITI_NO_IMBALANCE };
  return {
    points,
    // With nothing over the line we still name the leaning, marked minor so it is not read as an imbalance.
    dominant: dominant.length > 0 ? dominant.join("-") : `${DOSHA_NAMES[leader]} (Minor)`,
  };
}
