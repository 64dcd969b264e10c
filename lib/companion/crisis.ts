import { CRISIS_IDIOMS, CRISIS_PHRASES, CRISIS_TYPO_WORDS } from "@/content/crisis-phrases";

// Pure: no I/O, so the same check runs on the server for every text a person saves and in tests.

/**
 * Spoken shortcuts, written out as the phrases in content/crisis-phrases.ts are. A Map, not an
 * object: a word a person writes, such as "constructor", must never find a property that every
 * object inherits.
 */
const EXPANSIONS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    cannot: "cant",
    wanna: "want to",
    wana: "want to",
    gonna: "going to",
    im: "i am",
    ive: "i have",
    u: "you",
    ur: "your",
    "my self": "myself",
    "self harming": "self harm",
    "any more": "anymore",
  }),
);

const CLAUSE_BREAK = /[.!?;:,\n\r\u2026()"\u201c\u201d]+|\s[-\u2013\u2014]+\s/;

/** Words of one clause, normalised: lower case, no accents or apostrophes, shortcuts written out. */
function words(clause: string): string[] {
  const plain = clause
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['\u2018\u2019`\u00b4]/g, "")
    .replace(/[^a-z0-9]+/g, " ");
  const tokens = plain.split(" ").filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const pair = `${tokens[i]} ${tokens[i + 1] ?? ""}`;
    if (pair === "can not" || pair === "do not" || pair === "is not" || pair === "was not" || pair === "did not") {
      out.push(`${tokens[i]}${tokens[i] === "can" ? "t" : "nt"}`);
      i++;
    } else if (EXPANSIONS.has(pair)) {
      out.push(...EXPANSIONS.get(pair)!.split(" "));
      i++;
    } else {
      out.push(...(EXPANSIONS.get(tokens[i]!) ?? tokens[i]!).split(" "));
    }
  }
  return out;
}

/** The text's clauses, each as its normalised words (sentence ends and commas split clauses). */
export function clausesOf(text: string): string[][] {
  return text
    .split(CLAUSE_BREAK)
    .map(words)
    .filter((w) => w.length > 0);
}

/** "dieee" and "die", "killl" and "kill" read the same. */
const squeeze = (word: string) => word.replace(/(.)\1+/g, "$1");

/** True when `a` becomes `b` by swapping two neighbouring letters. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length || a.length < 4) return false;
  const diff: number[] = [];
  for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
}

/** One letter added, dropped or changed. */
function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const TYPO_WORDS = new Set(CRISIS_TYPO_WORDS);

function sameWord(typed: string, word: string): boolean {
  if (typed === word || squeeze(typed) === squeeze(word) || swapped(typed, word)) return true;
  return TYPO_WORDS.has(word) && typed.length >= 5 && (oneEdit(typed, word) || oneEdit(squeeze(typed), word));
}

type Phrase = { words: string[]; atEnd: boolean; text: string };

const toPhrase = (text: string): Phrase => {
  const atEnd = text.endsWith(" $");
  return { words: (atEnd ? text.slice(0, -2) : text).split(" "), atEnd, text };
};
const PHRASES = CRISIS_PHRASES.map(toPhrase);
const IDIOMS = CRISIS_IDIOMS.map(toPhrase);

function findAt(clause: string[], phrase: Phrase): number {
  for (let start = 0; start + phrase.words.length <= clause.length; start++) {
    if (phrase.atEnd && start + phrase.words.length !== clause.length) continue;
    if (phrase.words.every((word, k) => sameWord(clause[start + k]!, word))) return start;
  }
  return -1;
}

/** The clause with everyday idioms ("killing myself laughing") taken out. */
function withoutIdioms(clause: string[]): string[] {
  let rest = clause;
  for (const idiom of IDIOMS) {
    for (let at = findAt(rest, idiom); at >= 0; at = findAt(rest, idiom)) {
      rest = [...rest.slice(0, at), ...rest.slice(at + idiom.words.length)];
    }
  }
  return rest;
}

/** The crisis phrase (as listed in content/crisis-phrases.ts) found in `text`, or null. */
export function findCrisisPhrase(text: string): string | null {
  for (const clause of clausesOf(text)) {
    const rest = withoutIdioms(clause);
    const hit = PHRASES.find((phrase) => findAt(rest, phrase) >= 0);
    if (hit) return hit.text;
  }
  return null;
}

/** True when any of the texts holds words of crisis: the help lines must then be shown. */
export function mentionsCrisis(...texts: readonly (string | null | undefined)[]): boolean {
  return texts.some((text) => typeof text === "string" && findCrisisPhrase(text) !== null);
}
