/** Habit-code helper: turns free text like "pv" into a body-type code. */
import type { BodyTypeCode } from "./types";

/** Letters V/P/K (any case) in first-seen order, unique; 1-2 letters → upper-cased code, 0 or 3 → "VPK". */
export function normalizeDoshaCode(text: string): BodyTypeCode {
  const letters: string[] = [];
  for (const ch of String(text).toUpperCase()) {
    if ((ch === "V" || ch === "P" || ch === "K") && !letters.includes(ch)) letters.push(ch);
  }
  // All three (or none) means no single leaning, which the habit library files under "VPK".
  return letters.length === 1 || letters.length === 2 ? (letters.join("") as BodyTypeCode) : "VPK";
}
