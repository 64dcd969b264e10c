// Length limits count what a person sees (issue 37): "नमस्ते" is three letters to its writer but six
// UTF-16 units to String.length, so a Hindi entry would reach its limit at half the length of an
// English one. Pure and without dependencies: the browser's form rules and the server's schemas
// both use it, so the two sides count alike.

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * Code units allowed per visible character. One grapheme may carry any number of combining marks,
 * so a limit in graphemes alone would let a single "letter" hold megabytes; real writing needs at
 * most a few units per grapheme (a Devanagari conjunct with its vowel sign is 4-6, an emoji family 11).
 */
const UNITS_PER_GRAPHEME = 12;

/** The number of characters a person sees in `text` (extended grapheme clusters). */
export function visibleLength(text: string): number {
  // Printable ASCII is one grapheme per unit (the common case, counted without segmenting).
  if (/^[\x20-\x7e]*$/.test(text)) return text.length;
  return [...graphemes.segment(text)].length;
}

/**
 * The `maxLength` for a field limited to `max` visible characters: the browser counts UTF-16
 * units, so the field stops only at the ceiling above and the rule's message speaks before it.
 */
export const inputUnitsFor = (max: number) => max * UNITS_PER_GRAPHEME;

/** True when `text` is over `max` visible characters, or holds far more code units than such a text can. */
export function isLongerThan(text: string, max: number): boolean {
  return text.length > max * UNITS_PER_GRAPHEME || (text.length > max && visibleLength(text) > max);
}
