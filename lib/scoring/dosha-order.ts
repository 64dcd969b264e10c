/** Sorting doshas by score with the house tie-break (Vata, Pitta, Kapha). */
import { DOSHA_ORDER, type Dosha } from "./doshas";

/** Doshas by score descending; equal scores keep Vata, Pitta, Kapha order (stable sort). */
export function sortDoshas(scores: Readonly<Record<Dosha, number>>): Dosha[] {
  // Array.prototype.sort is stable (ES2019), so ties keep DOSHA_ORDER.
  return [...DOSHA_ORDER].sort((a, b) => scores[b] - scores[a]);
}

/** The three sorted doshas as a tuple, so callers can destructure without undefined checks. */
export function rankDoshas(scores: Readonly<Record<Dosha, number>>): [Dosha, Dosha, Dosha] {
  const [first = "v", second = "p", third = "k"] = sortDoshas(scores);
  return [first, second, third];
}
