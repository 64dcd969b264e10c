// What the content parity tests share: the walk that compares a module in two languages side by
// side, and what a Hindi sentence may hold.
import { expect } from "vitest";

/** Fields that are data, not words: they must be identical in every locale. */
export const DATA_KEYS = new Set([
  "id",
  "value",
  "dosha",
  "weight",
  "weights",
  "multiplier",
  "exclusive",
  "section",
  "type",
  "dhatu",
  "domain",
  "habit",
  "href",
  "questionsPath",
  "emoji",
]);

export const DEVANAGARI = /[\u0900-\u097F]/;
/**
 * Latin text a Hindi sentence may hold: the help directory's address, GAD-7's name, body-type codes
 * (V, PV, VPK), and an Ayurvedic term's English spelling in brackets right after its Hindi form
 * ("वात (Vata)"), for a reader who first met the word in English.
 */
export const ALLOWED_LATIN = [
  /findahelpline\.com/g,
  /GAD-7/g,
  /\b[VPK]{1,3}\b/g,
  /(?<=[\u0900-\u097F] )\((Vata|Pitta|Kapha|Sattva|Rajas|Tamas|Ama|Dhatus|Prakriti|Vikriti)\)/g,
];

export function englishLeft(text: string): string | null {
  const rest = ALLOWED_LATIN.reduce((s, pattern) => s.replace(pattern, " "), text);
  return /[A-Za-z]/.test(rest) ? rest : null;
}

/** Arguments for the wording functions: Hindi names, so English in the output can only come from the template. */
export const SAMPLE_ARGS: readonly unknown[][] = [["अग्नि"], [0], [1], [3], [4.2], [2.5], [0, 0], [1, 0], [0, 1], [2, 3]];

export type Problem = string;

export function compare(en: unknown, hi: unknown, path: string, problems: Problem[], key = ""): void {
  if (DATA_KEYS.has(key) || typeof en === "number" || typeof en === "boolean" || en === null || en === undefined) {
    if (JSON.stringify(en) !== JSON.stringify(hi)) problems.push(`${path}: data differs (${JSON.stringify(en)} vs ${JSON.stringify(hi)})`);
    return;
  }
  if (typeof en === "string") {
    if (typeof hi !== "string") return void problems.push(`${path}: not a string in Hindi`);
    if (hi.trim() === "") problems.push(`${path}: empty`);
    else if (!DEVANAGARI.test(hi)) problems.push(`${path}: no Devanagari in "${hi}"`);
    const left = englishLeft(hi);
    if (left) problems.push(`${path}: English left in "${hi}"`);
    return;
  }
  if (typeof en === "function") {
    if (typeof hi !== "function") return void problems.push(`${path}: not a function in Hindi`);
    const arity = (en as (...a: unknown[]) => unknown).length;
    for (const args of SAMPLE_ARGS.filter((a) => a.length === arity)) {
      const out = (hi as (...a: unknown[]) => unknown)(...args);
      const expected = (en as (...a: unknown[]) => unknown)(...args);
      if (expected === null) {
        if (out !== null) problems.push(`${path}(${args.join(", ")}): should be null like the English`);
      } else compare(expected, out, `${path}(${args.join(", ")})`, problems);
    }
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(hi) || hi.length !== en.length)
      return void problems.push(`${path}: ${en.length} entries in English, ${Array.isArray(hi) ? hi.length : "none"} in Hindi`);
    en.forEach((item, index) => compare(item, hi[index], `${path}[${index}]`, problems));
    return;
  }
  if (typeof en === "object") {
    if (typeof hi !== "object" || hi === null) return void problems.push(`${path}: not an object in Hindi`);
    const enKeys = Object.keys(en).sort();
    const hiKeys = Object.keys(hi).sort();
    if (JSON.stringify(enKeys) !== JSON.stringify(hiKeys)) problems.push(`${path}: keys ${enKeys.join(",")} vs ${hiKeys.join(",")}`);
    for (const k of enKeys) compare((en as Record<string, unknown>)[k], (hi as Record<string, unknown>)[k], `${path}.${k}`, problems, k);
  }
}

export function problemsOf(en: object, hi: object, name: string, except: readonly string[] = []): Problem[] {
  const problems: Problem[] = [];
  const enExports = Object.keys(en).filter((k) => !except.includes(k));
  for (const exported of enExports) {
    if (!(exported in hi)) problems.push(`${name}.${exported}: missing in Hindi`);
    else compare((en as Record<string, unknown>)[exported], (hi as Record<string, unknown>)[exported], `${name}.${exported}`, problems);
  }
  return problems;
}

export function expectHindi(text: string | null, label: string) {
  expect(text, label).toMatch(DEVANAGARI);
  expect(englishLeft(text ?? ""), label).toBeNull();
}
