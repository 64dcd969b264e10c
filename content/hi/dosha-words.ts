/**
 * हिन्दी: the dosha, guna and band words of lib/scoring/doshas.ts, and the result labels that
 * lib/scoring builds from them (constitutionLabel, vikritiLabel). The codes and the English words
 * stay the stored data; these are only how they read in Hindi.
 */
import type { AmaLevel, BodyTypeCode, Dosha, DoshaCode, Guna, GunaBand } from "@/lib/scoring/doshas";
import { DOSHA_OF_CODE } from "@/lib/scoring/doshas";
import type { VikritiLeaning } from "@/lib/scoring/types";

export const DOSHA_NAMES = { v: "वात", p: "पित्त", k: "कफ" } as const satisfies Record<Dosha, string>;

export const GUNA_NAMES: Readonly<Record<Guna, string>> = { sattva: "सत्त्व", rajas: "रजस्", tamas: "तमस्" };

export const GUNA_BAND_WORDS: Readonly<Record<GunaBand, string>> = { Low: "कम", Moderate: "मध्यम", High: "ज़्यादा" };

export const AMA_LEVEL_WORDS: Readonly<Record<AmaLevel, string>> = { Low: "कम", Moderate: "मध्यम", High: "ज़्यादा" };

/** A dosha's Hindi name from its code: "V" → "वात". */
export const doshaNameOfCode = (code: DoshaCode): string => DOSHA_NAMES[DOSHA_OF_CODE[code]];

/** "VPK" → "त्रिदोषज", "V" → "वात", "KV" → "कफ + वात" (as constitutionLabel in lib/scoring/dosha-result.ts). */
export function constitutionLabel(code: BodyTypeCode): string {
  if (code === "VPK") return "त्रिदोषज";
  return [...code].map((letter) => doshaNameOfCode(letter as DoshaCode)).join(" + ");
}

export const VIKRITI_NO_IMBALANCE = "इस समय कोई साफ़ असंतुलन नहीं";

/** "वात-पित्त", "पित्त (हल्का)" or the no-imbalance line (as vikritiLabel in lib/scoring/vikriti.ts). */
export function vikritiLabel({ high, leaning }: VikritiLeaning): string {
  if (high.length > 0) return high.map(doshaNameOfCode).join("-");
  return leaning ? `${doshaNameOfCode(leaning)} (हल्का)` : VIKRITI_NO_IMBALANCE;
}
