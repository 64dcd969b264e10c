/** Constitution from three dosha counts: a code ("V", "VP", "VPK") and the label people read. */
import { DOSHA_RESULT_SOLO_RATIO } from "./constants";
import { DOSHA_CODES, DOSHA_NAMES, DOSHA_OF_CODE, type BodyTypeCode, type DoshaCode } from "./doshas";
import { rankDoshas } from "./dosha-order";
import type { DoshaCounts, DoshaResult } from "./types";

/** All equal → "VPK"; top ≥ 1.5 × second → top letter alone; else top and second letters (ties V, P, K). */
export function constitutionCode(counts: DoshaCounts): BodyTypeCode {
  const [top, second] = rankDoshas(counts);
  if (counts.v === counts.p && counts.p === counts.k) return "VPK";
  if (counts[top] >= DOSHA_RESULT_SOLO_RATIO * counts[second]) return DOSHA_CODES[top];
  return `${DOSHA_CODES[top]}${DOSHA_CODES[second]}` as BodyTypeCode;
}

/** How a constitution code reads: "VPK" → "Tri-Doshic", "V" → "Vata", "KV" → "Kapha + Vata". */
export function constitutionLabel(code: BodyTypeCode): DoshaResult {
  if (code === "VPK") return "Tri-Doshic";
  const [first, second] = [...code].map((letter) => DOSHA_NAMES[DOSHA_OF_CODE[letter as DoshaCode]]);
  return (second ? `${first} + ${second}` : first) as DoshaResult;
}

/** All equal → "Tri-Doshic"; top ≥ 1.5 × second → top alone; else "Top + Second" (ties V, P, K). */
export function doshaResult(counts: DoshaCounts): DoshaResult {
  return constitutionLabel(constitutionCode(counts));
}
