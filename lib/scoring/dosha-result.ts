/** Constitution label from three dosha counts. */
import { DOSHA_RESULT_SOLO_RATIO } from "./constants";
import { DOSHA_NAMES } from "./doshas";
import { rankDoshas } from "./dosha-order";
import type { DoshaCounts, DoshaResult } from "./types";

/** All equal → "Tri-Doshic"; top ≥ 1.5 × second → top alone; else "Top + Second" (ties V, P, K). */
export function doshaResult(counts: DoshaCounts): DoshaResult {
  const [top, second] = rankDoshas(counts);
  if (counts.v === counts.p && counts.p === counts.k) return "Tri-Doshic";
  if (counts[top] >= DOSHA_RESULT_SOLO_RATIO * counts[second]) return DOSHA_NAMES[top];
  return `${DOSHA_NAMES[top]} + ${DOSHA_NAMES[second]}`;
}
