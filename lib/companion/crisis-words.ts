import { CRISIS_SPELLINGS } from "@/content/crisis-phrases";

// Pure: how the crisis check (crisis.ts) and the companion's topic rule read a person's words.

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
    khudko: "khud ko",
    sabko: "sab ko",
    "no one": "noone",
  }),
);

const NOT_PAIRS = new Set(["can not", "do not", "is not", "was not", "did not"]);

// Sentence ends, the Devanagari danda, commas and brackets end a clause.
const CLAUSE_BREAK = /[.!?;:,\n\r\u2026()"\u201c\u201d\u0964\u0965]+|\s[-\u2013\u2014]+\s/;

/**
 * One spelling for what is written several ways: accents off Latin letters (NFD, then NFC so
 * Devanagari's vowel signs stay), the nukta dropped (ज़ and ज, क़ and क read the same),
 * chandrabindu read as anusvara (हूँ and हूं), a nasal before a consonant as anusvara (ज़िन्दगी and
 * ज़िंदगी), and joiners removed. Every letter outside a-z, digits and Devanagari ends a word.
 */
function plainText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/([A-Za-z])\p{M}+/gu, "$1")
    .replace(/\u093c/g, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/\u0901/g, "\u0902")
    .replace(/[\u0919\u091e\u0923\u0928\u092e]\u094d(?=[\u0915-\u0939])/g, "\u0902")
    .replace(/[\u200c\u200d]/g, "")
    .replace(/['\u2018\u2019`\u00b4]/g, "")
    .replace(/[^a-z0-9\u0900-\u0963\u0966-\u097f]+/g, " ");
}

const SPELLINGS: ReadonlyMap<string, string> = new Map(
  Object.entries(CRISIS_SPELLINGS).flatMap(([canonical, others]) => others.map((other) => [plainText(other).trim(), canonical] as const)),
);

/** Words of one clause, normalised: plainText, shortcuts written out, Hinglish and Hindi spellings made one. */
function words(clause: string): string[] {
  const tokens = plainText(clause).split(" ").filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const pair = `${tokens[i]} ${tokens[i + 1] ?? ""}`;
    if (NOT_PAIRS.has(pair)) {
      out.push(`${tokens[i]}${tokens[i] === "can" ? "t" : "nt"}`);
      i++;
    } else if (EXPANSIONS.has(pair)) {
      out.push(...EXPANSIONS.get(pair)!.split(" "));
      i++;
    } else {
      const word = SPELLINGS.get(tokens[i]!) ?? tokens[i]!;
      out.push(...(EXPANSIONS.get(word) ?? word).split(" "));
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

/** A word of content/crisis-phrases.ts as the text's words are read (its Hindi spelled one way). */
export function listedWord(word: string): string {
  const plain = plainText(word).trim();
  return SPELLINGS.get(plain) ?? plain;
}
