/** Habit-code helper: turns free text like "pv" into a body-type code. */
import { DOSHA_CODES, DOSHA_ORDER, type BodyTypeCode, type DoshaCode } from "./doshas";

const CODES: readonly string[] = DOSHA_ORDER.map((d) => DOSHA_CODES[d]);

/** Letters V/P/K (any case) in first-seen order, unique; 1-2 letters → upper-cased code, 0 or 3 → "VPK". */
export function normalizeDoshaCode(text: string): BodyTypeCode {
  const letters: DoshaCode[] = [];
  for (const ch of String(text).toUpperCase()) {
    if (CODES.includes(ch) && !letters.includes(ch as DoshaCode)) letters.push(ch as DoshaCode);
  }
  // All three (or none) means no single leaning, which the habit library files under "VPK".
  return letters.length === 1 || letters.length === 2 ? (letters.join("") as BodyTypeCode) : "VPK";
}
