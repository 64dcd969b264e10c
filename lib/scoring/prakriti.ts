/** Prakriti (birth constitution) questionnaire: rows of one or two dosha picks. */
import { PRAKRITI_MAX_PICKS_PER_ROW, PRAKRITI_SHARED_PICK_POINTS, PRAKRITI_SINGLE_PICK_POINTS } from "./constants";
import { DOSHA_ORDER, type Dosha } from "./doshas";
import { doshaResult } from "./dosha-result";
import type { DoshaCounts, PrakritiResult } from "./types";

const isDosha = (value: unknown): value is Dosha => (DOSHA_ORDER as readonly unknown[]).includes(value);

/** Per row (deduped, first two picks kept): one pick → 2 points, two picks → 1 each; constitution = doshaResult. */
export function scorePrakriti(rows: readonly (readonly Dosha[])[]): PrakritiResult {
  const counts: DoshaCounts = { v: 0, p: 0, k: 0 };
  for (const row of rows) {
    // Dedupe first, so ["v","v","p"] is a two-way split rather than a double Vata.
    const picks = [...new Set(row.filter(isDosha))].slice(0, PRAKRITI_MAX_PICKS_PER_ROW);
    const points = picks.length === 1 ? PRAKRITI_SINGLE_PICK_POINTS : PRAKRITI_SHARED_PICK_POINTS;
    for (const dosha of picks) counts[dosha] += points;
  }
  return { counts, constitution: doshaResult(counts) };
}
