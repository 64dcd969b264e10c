/**
 * The Hindi of the daily practice matches its English (issue 37): the habit library, every
 * activity bundle, the companion, reminders, help lines, the knowledge page and the public pages.
 * Ids, order, types, timings, breath counts and quiz answers are the same; only words change, and
 * every Hindi word is Hindi: Devanagari, with no English sentence left behind (names, the brand,
 * numbers and addresses excepted).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { companionWords } from "@/content/by-locale/companion";
import { prosePages } from "@/content/by-locale/pages";
import { plannedPracticeReminder, reminderWords } from "@/content/by-locale/reminders";
import { habitCatalogue, habitPacksRoot } from "@/content/habits/by-locale";
import { BundleSchema, HabitCatalogueSchema } from "@/lib/content/schemas/habits";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@/lib/i18n/locales";

const DEVANAGARI = /[\u0900-\u097F]/;
/** Latin words that may stand in Hindi text: the brand, the companions, services, instruments, addresses. */
const KEPT_AS_THEY_ARE = [
  "Journey to Peace",
  "988 Suicide & Crisis Lifeline",
  "https://findahelpline.com",
  "findahelpline.com",
  "Tele-MANAS",
  "Samaritans",
  "Inner Space",
  "GAD-7",
  "Shanti",
  "Anu",
  "Mira",
  "PDF",
  "CCF",
];
/** Three Latin words in a row is an English phrase left untranslated. */
const ENGLISH_RUN = /[A-Za-z]+(?:['’-][A-Za-z]+)*(?:[\s,&]+[A-Za-z]+(?:['’-][A-Za-z]+)*){2,}/;
const SAMPLE = "प्रिया";

const withoutKeptWords = (text: string) => KEPT_AS_THEY_ARE.reduce((rest, kept) => rest.replaceAll(kept, " "), text);

/** Strings under these keys are ids and data, the same in every locale; everything else is words. */
type Keys = readonly string[];

/**
 * The value with every word replaced by "<text>" (functions by "<fn>"), data kept as it is:
 * two locales' shapes are equal exactly when only words differ.
 */
function shape(value: unknown, data: Keys, skip: Keys = [], key = ""): unknown {
  if (typeof value === "string") return data.includes(key) ? value : "<text>";
  if (typeof value === "function") return "<fn>";
  if (Array.isArray(value)) return value.map((item) => shape(item, data, skip, key));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (skip.includes(k) ? [] : [[k, shape(v, data, skip, k)]])));
  }
  return value;
}

/** Every word of a value (functions called with a sample name), with where it sits. */
function texts(value: unknown, data: Keys, skip: Keys = [], at = "", key = ""): { at: string; text: string }[] {
  if (typeof value === "string") return data.includes(key) ? [] : [{ at, text: value }];
  if (typeof value === "function") {
    const text = String((value as (s: string) => string)(SAMPLE));
    expect(text, at).toContain(SAMPLE);
    return [{ at, text: text.replaceAll(SAMPLE, " ") }];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, data, skip, `${at}[${i}]`, key));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => (skip.includes(k) ? [] : texts(v, data, skip, `${at}.${k}`, k)));
  }
  return [];
}

/** Hindi words are Hindi: not empty, in Devanagari, with no English sentence left. */
function expectHindi(value: unknown, data: Keys, skip: Keys = []) {
  const all = texts(value, data, skip);
  expect(all.length).toBeGreaterThan(0);
  for (const { at, text } of all) {
    expect(text.trim(), at).not.toBe("");
    const rest = withoutKeptWords(text);
    if (rest.trim() !== "" && /[A-Za-z]/.test(rest)) expect(rest, `${at}: ${text}`).toMatch(DEVANAGARI);
    expect(rest, `${at}: ${text}`).not.toMatch(ENGLISH_RUN);
  }
}

function expectSameShape(english: unknown, hindi: unknown, data: Keys, skip: Keys = []) {
  expect(shape(hindi, data, skip)).toEqual(shape(english, data, skip));
}

describe("locales", () => {
  it("are English and Hindi, with English the default", () => {
    expect(LOCALES).toEqual(["en", "hi"]);
    expect(LOCALES.every(isLocale)).toBe(true);
    expect(isLocale("fr")).toBe(false);
    expect(habitCatalogue(DEFAULT_LOCALE)[0]!.name).toBe("Morning Rhythm");
  });
});

describe("the habit library in Hindi", () => {
  const english = habitCatalogue("en");
  const hindi = habitCatalogue("hi");

  it("has the same habits, icons, stages and suits, in the same order", () => {
    expectSameShape(english, hindi, ["slug", "icon", "stage", "doshas", "areas", "moods"]);
    expect(HabitCatalogueSchema.safeParse(hindi).success).toBe(true);
  });

  it("is written in Hindi", () => {
    expectHindi(hindi, ["slug", "icon", "stage", "doshas", "areas", "moods"]);
    expect(new Set(hindi.map((h) => h.name)).size).toBe(hindi.length);
  });
});

describe("the activity bundles in Hindi", () => {
  const bundleFiles = (locale: Locale) => {
    const root = habitPacksRoot(locale);
    return (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((file) => file.endsWith(".bundle.json"))
      .map((file) => file.split(path.sep).join("/"))
      .sort();
  };
  const read = (locale: Locale, file: string): unknown => JSON.parse(fs.readFileSync(path.join(habitPacksRoot(locale), file), "utf8"));
  const files = bundleFiles("en");

  it("lives under content/hi with a Hindi file for every English one, and no other", () => {
    expect(habitPacksRoot("hi")).toBe("content/hi/packs/program/habits");
    expect(files.length).toBeGreaterThan(60);
    expect(bundleFiles("hi")).toEqual(files);
  });

  it.each(files)("%s: same skills, activities, types, timings, breath counts and quiz answers", (file) => {
    expectSameShape(read("en", file), read("hi", file), ["type", "kind"]);
  });

  it.each(files)("%s: valid, and written in Hindi", (file) => {
    const hindi = read("hi", file);
    const parsed = BundleSchema.safeParse(hindi);
    expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
    expectHindi(hindi, ["type", "kind"]);
  });
});

describe("the companion in Hindi", () => {
  const english = companionWords("en");
  const hindi = companionWords("hi");
  const MATCH_KEYS = ["words", "openings"];

  it("has the same topics, tones, offers and as many replies and suggestions", () => {
    expectSameShape(english, hindi, ["tone", "offer"], MATCH_KEYS);
  });

  it("speaks Hindi, and keeps each {name} where the English has one", () => {
    expectHindi(hindi, ["tone", "offer"], MATCH_KEYS);
    const names = (words: typeof english) => texts(words, ["tone", "offer"], MATCH_KEYS).map(({ at, text }) => [at, text.split("{name}").length]);
    expect(names(hindi)).toEqual(names(english));
  });

  it("recognises each topic in Devanagari", () => {
    for (const [topic, content] of Object.entries(hindi.MOOD_TOPICS))
      expect(
        content.words.some((w) => DEVANAGARI.test(w)),
        topic,
      ).toBe(true);
    for (const [habit, mention] of Object.entries(hindi.HABIT_MENTIONS))
      expect(
        mention.words.some((w) => DEVANAGARI.test(w)),
        habit,
      ).toBe(true);
    for (const [turn, content] of Object.entries(hindi.TURNS))
      if ("words" in content)
        expect(
          content.words.some((w) => DEVANAGARI.test(w)),
          turn,
        ).toBe(true);
  });

  it("offers suggested replies that its own word lists recognise", () => {
    const tokens = (text: string) => text.split(/[\s,.?!।]+/).filter(Boolean);
    const phrases = [
      ...Object.values(hindi.MOOD_TOPICS).flatMap((t) => t.words),
      ...Object.values(hindi.HABIT_MENTIONS).flatMap((m) => m.words),
      ...Object.values(hindi.TURNS).flatMap((t) => ("words" in t ? t.words : "openings" in t ? t.openings : [])),
    ].map(tokens);
    const recognised = (suggestion: string) => {
      const said = tokens(suggestion);
      return phrases.some((phrase) => said.some((_, i) => phrase.every((word, k) => said[i + k] === word)));
    };
    const suggestions = [
      ...Object.values(hindi.MOOD_TOPICS).flatMap((t) => t.suggestions),
      ...Object.values(hindi.TURNS).flatMap((t) => t.suggestions),
      ...hindi.OPENING_SUGGESTIONS,
    ];
    for (const suggestion of suggestions) expect(recognised(suggestion), suggestion).toBe(true);
  });
});

describe("reminders in Hindi", () => {
  const english = reminderWords("en");
  const hindi = reminderWords("hi");

  it("have the same practices, keys, days and as many lines", () => {
    expectSameShape(english, hindi, []);
    expectSameShape(plannedPracticeReminder("en"), plannedPracticeReminder("hi"), []);
  });

  it("are written in Hindi", () => {
    expectHindi(hindi, []);
    expectHindi(plannedPracticeReminder("hi"), []);
    expect(hindi.REMINDER_MAIL.greeting("")).toBe("नमस्ते,");
  });

  it("stay short enough for a lock screen, and never blame or hurry", () => {
    for (const copy of Object.values(hindi.REMINDER_PRACTICE_COPY)) for (const line of copy.lines) expect(line.length, line).toBeLessThanOrEqual(90);
    for (const title of hindi.REMINDER_TITLES) expect(title.length, title).toBeLessThanOrEqual(30);
    const blame = /छूट गय|छूट गई|चूक|स्ट्रीक|पिछड़|पीछे रह|खो द|आख़िरी मौक़ा|जल्दी कीजिए|जल्दी करें|भूल गए|भूल गई/;
    for (const { at, text } of texts([hindi, plannedPracticeReminder("hi")], [])) expect(text, at).not.toMatch(blame);
  });
});

describe("the knowledge and public pages in Hindi", () => {
  const english = prosePages("en");
  const hindi = prosePages("hi");

  it("have the same pages with as many sections and paragraphs, in order", () => {
    expectSameShape(english, hindi, []);
  });

  it("are written in Hindi", () => {
    expectHindi(hindi, []);
  });

  it("say on the legal pages that the English version governs", () => {
    for (const page of [hindi.PRIVACY, hindi.TERMS]) expect(page.lead).toContain("अंग्रेज़ी रूप ही मान्य होगा");
  });
});
