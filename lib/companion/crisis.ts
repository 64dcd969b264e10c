import { CRISIS_IDIOMS, CRISIS_PATTERNS, CRISIS_PHRASES, CRISIS_TYPO_WORDS, CRISIS_WORD_GROUPS } from "@/content/crisis-phrases";
import { clausesOf, listedWord } from "./crisis-words";

// Pure: no I/O, so the same check runs on the server for every text a person saves, in the
// browser and in tests (docs/decisions/0041-crisis-words-and-local-help-lines.md).

/** "dieee" and "die", "killl" and "kill" read the same. */
const squeeze = (word: string) => word.replace(/(.)\1+/g, "$1");

/** One letter added, dropped or changed. */
function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** One step of a pattern: a word (any of several, by their place in VOCABULARY), or up to `gap` words of anything. */
type Step = { ids: ReadonlySet<number>; gap: 0 } | { ids: null; gap: number };
type Pattern = { steps: Step[]; atEnd: boolean; text: string };

const GROUPS: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(CRISIS_WORD_GROUPS));
/** Every word the lists name, each once: a typed word is compared with them once, not once a pattern. */
const VOCABULARY = new Map<string, number>();
const idOf = (word: string) => VOCABULARY.get(word) ?? VOCABULARY.set(word, VOCABULARY.size).get(word)!;

function toStep(token: string): Step {
  if (/^~\d$/.test(token)) return { ids: null, gap: Number(token.slice(1)) };
  const words = token.split("|").flatMap((w) => (w.startsWith("@") ? (GROUPS.get(w.slice(1)) ?? []) : [w]));
  return { ids: new Set(words.map((w) => idOf(listedWord(w)))), gap: 0 };
}

function toPattern(text: string): Pattern {
  const atEnd = text.endsWith(" $");
  return { steps: (atEnd ? text.slice(0, -2) : text).split(" ").map(toStep), atEnd, text };
}

const PATTERNS = [...CRISIS_PHRASES, ...CRISIS_PATTERNS].map(toPattern);
const IDIOMS = CRISIS_IDIOMS.map(toPattern);

const BY_SQUEEZED = new Map<string, number[]>();
for (const [word, id] of VOCABULARY) BY_SQUEEZED.set(squeeze(word), [...(BY_SQUEEZED.get(squeeze(word)) ?? []), id]);
const TYPO_WORDS = CRISIS_TYPO_WORDS.map((word) => [listedWord(word), idOf(listedWord(word))] as const);

const seen = new Map<string, ReadonlySet<number>>();

/**
 * The listed words a typed word reads as: the same word, the same with letters doubled ("dieee"),
 * two neighbouring letters swapped ("wnat"), or one typo in a rare word (CRISIS_TYPO_WORDS).
 */
function readAs(typed: string): ReadonlySet<number> {
  const known = seen.get(typed);
  if (known) return known;
  const ids = new Set<number>(BY_SQUEEZED.get(squeeze(typed)) ?? []);
  const exact = VOCABULARY.get(typed);
  if (exact !== undefined) ids.add(exact);
  for (let i = 0; typed.length >= 4 && i + 1 < typed.length; i++) {
    const id = VOCABULARY.get(typed.slice(0, i) + typed[i + 1] + typed[i] + typed.slice(i + 2));
    if (id !== undefined) ids.add(id);
  }
  for (const [word, id] of TYPO_WORDS) if (typed.length >= 5 && (oneEdit(typed, word) || oneEdit(squeeze(typed), word))) ids.add(id);
  if (seen.size > 5000) seen.clear();
  seen.set(typed, ids);
  return ids;
}

type Word = ReadonlySet<number>;

function shares(word: Word, ids: ReadonlySet<number>): boolean {
  for (const id of word) if (ids.has(id)) return true;
  return false;
}

/** Where the pattern's match from `at` ends, or -1 (`s` is the step to match next). */
function endOf(clause: readonly Word[], pattern: Pattern, at: number, s = 0): number {
  if (s === pattern.steps.length) return !pattern.atEnd || at === clause.length ? at : -1;
  const step = pattern.steps[s]!;
  if (step.ids === null) {
    for (let skip = 0; skip <= step.gap && at + skip <= clause.length; skip++) {
      const end = endOf(clause, pattern, at + skip, s + 1);
      if (end >= 0) return end;
    }
    return -1;
  }
  if (at >= clause.length || !shares(clause[at]!, step.ids)) return -1;
  return endOf(clause, pattern, at + 1, s + 1);
}

/** The first match of `pattern` in the clause, as [start, end), or null. */
function findIn(clause: readonly Word[], pattern: Pattern): [number, number] | null {
  // Most patterns name a word the clause lacks: they are passed over without walking the clause.
  if (!pattern.steps.every((step) => step.ids === null || clause.some((word) => shares(word, step.ids)))) return null;
  for (let start = 0; start < clause.length; start++) {
    const end = endOf(clause, pattern, start);
    if (end >= 0) return [start, end];
  }
  return null;
}

/** The clause with everyday idioms ("killing myself laughing") taken out. */
function withoutIdioms(clause: Word[]): Word[] {
  let rest = clause;
  for (const idiom of IDIOMS) {
    for (let found = findIn(rest, idiom); found; found = findIn(rest, idiom)) {
      rest = [...rest.slice(0, found[0]), ...rest.slice(found[1])];
    }
  }
  return rest;
}

/** The crisis phrase or pattern (as listed in content/crisis-phrases.ts) found in `text`, or null. */
export function findCrisisPhrase(text: string): string | null {
  for (const clause of clausesOf(text)) {
    const rest = withoutIdioms(clause.map(readAs));
    const hit = PATTERNS.find((pattern) => findIn(rest, pattern) !== null);
    if (hit) return hit.text;
  }
  return null;
}

/** True when any of the texts holds words of crisis: the help lines must then be shown. */
export function mentionsCrisis(...texts: readonly (string | null | undefined)[]): boolean {
  return texts.some((text) => typeof text === "string" && findCrisisPhrase(text) !== null);
}
