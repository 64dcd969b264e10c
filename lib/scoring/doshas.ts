/**
 * The one vocabulary of the scoring core: dosha letters, codes, names and keys, the gunas, and the
 * band and level words of each instrument. Every other file takes its types from here; the zod
 * enums in ./dosha-schemas.ts are built from these same lists. No zod in this file, so client
 * code can read the lists without pulling a validator into the browser.
 */

/** A dosha as it appears in stored answers, in the tie-break order Vata, Pitta, Kapha (docs/decisions/0010-dosha-tie-break-order.md). */
export const DOSHA_ORDER = ["v", "p", "k"] as const;
export type Dosha = (typeof DOSHA_ORDER)[number];

/** A dosha as it appears in codes shown to people (body types, habit codes, plans). */
export const DOSHA_CODES = { v: "V", p: "P", k: "K" } as const satisfies Record<Dosha, string>;
export type DoshaCode = (typeof DOSHA_CODES)[Dosha];

/** A code's dosha: "V" → "v". */
export const DOSHA_OF_CODE = { V: "v", P: "p", K: "k" } as const satisfies Record<DoshaCode, Dosha>;

/**
 * Body-type and constitution codes: one letter, two letters in dominance order, or "VPK" for all
 * three close together.
 */
export const BODY_TYPE_CODES = ["V", "P", "K", "VP", "VK", "PV", "PK", "KV", "KP", "VPK"] as const;
export type BodyTypeCode = (typeof BODY_TYPE_CODES)[number];

/** A dosha's display name (also a Vikriti answer). */
export const DOSHA_NAMES = { v: "Vata", p: "Pitta", k: "Kapha" } as const satisfies Record<Dosha, string>;
export type DoshaName = (typeof DOSHA_NAMES)[Dosha];

/** A dosha as a lower-case key of per-dosha results and colours ({ vata, pitta, kapha }). */
export const DOSHA_KEYS = { v: "vata", p: "pitta", k: "kapha" } as const satisfies Record<Dosha, string>;
export type DoshaKey = (typeof DOSHA_KEYS)[Dosha];

/** The names in Vata, Pitta, Kapha order. */
export const DOSHA_NAME_LIST: readonly DoshaName[] = DOSHA_ORDER.map((d) => DOSHA_NAMES[d]);

/** A Vikriti row as submitted: a dosha name, or null for "None of these". */
export type VikritiChoice = DoshaName | null;

/** The three gunas (qualities of mind). */
export const GUNAS = ["sattva", "rajas", "tamas"] as const;
export type Guna = (typeof GUNAS)[number];

/** Guna bands on the 0-30 scale (docs/decisions/0009-guna-bands-on-the-slider-scale.md). */
export const GUNA_BANDS = ["Low", "Moderate", "High"] as const;
export type GunaBand = (typeof GUNA_BANDS)[number];

/** Ama per tissue; only Moderate and High are flagged in a result. */
export const AMA_LEVELS = ["Low", "Moderate", "High"] as const;
export type AmaLevel = (typeof AMA_LEVELS)[number];
export type AmaFlagLevel = Exclude<AmaLevel, "Low">;

/** GAD-7 severity bands (docs/decisions/0008-gad7-validated-and-help-always-shown.md). */
export const GAD7_SEVERITIES = ["minimal", "mild", "moderate", "severe"] as const;
export type Gad7Severity = (typeof GAD7_SEVERITIES)[number];

/** Lifestyle bands per dosha, mildest first. */
export const LIFESTYLE_BANDS = ["Minor", "Moderate", "Severe"] as const;
export type LifestyleBand = (typeof LIFESTYLE_BANDS)[number];
