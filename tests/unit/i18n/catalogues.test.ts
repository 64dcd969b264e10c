import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { CLIENT_NAMESPACES } from "@/components/i18n/client-namespaces";
import { LOCALES } from "@/lib/i18n/locales";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

type Tree = { [key: string]: string | Tree };
const CATALOGUES: Record<(typeof LOCALES)[number], Tree> = { en, hi };

/** Every message of a catalogue by its dotted key. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [inner, message] of flatten(value, path)) out.set(inner, message);
  }
  return out;
}

/** The names of a message's arguments and tags, as ICU reads them. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const element of elements as { type: number; value?: string; children?: unknown[]; options?: Record<string, { value: unknown[] }> }[]) {
      if (element.value !== undefined && element.type !== 0) names.add(element.value);
      if (element.children) walk(element.children);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

const flat = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(CATALOGUES[locale])])) as Record<(typeof LOCALES)[number], Map<string, string>>;

describe("the interface catalogues (messages/<locale>.json)", () => {
  it.each(LOCALES.filter((l) => l !== "en"))("%s has every key of en.json and no other", (locale) => {
    expect([...flat[locale].keys()].sort()).toEqual([...flat.en.keys()].sort());
  });

  it.each(LOCALES)("every %s message parses as ICU and is not empty", (locale) => {
    for (const [key, message] of flat[locale]) {
      expect(message.trim(), key).not.toBe("");
      expect(() => new IntlMessageFormat(message, locale), key).not.toThrow();
    }
  });

  it.each(LOCALES.filter((l) => l !== "en"))("%s uses the same arguments and tags as English in every message", (locale) => {
    for (const [key, message] of flat.en) {
      expect(argumentsOf(flat[locale].get(key)!, locale), key).toEqual(argumentsOf(message, "en"));
    }
  });

  it("namespaces read in the browser hold only flat messages with plain {name} arguments", () => {
    for (const locale of LOCALES) {
      for (const namespace of CLIENT_NAMESPACES) {
        for (const [key, message] of Object.entries(CATALOGUES[locale][namespace] as Tree)) {
          expect(typeof message, `${locale} ${namespace}.${key}`).toBe("string");
          const ast = new IntlMessageFormat(message as string, locale).getAst();
          // 0 is literal text, 1 a plain argument: no plural, select, number, date or tag.
          expect(
            ast.every((element) => element.type === 0 || element.type === 1),
            `${locale} ${namespace}.${key}`,
          ).toBe(true);
        }
      }
    }
  });

  it("Hindi is written in Devanagari, not left in English", () => {
    // Names kept in their own script (brands, the language switch's "English", the US and UK lines' names) are the exceptions.
    const keptInEnglish = new Set(["Language.en", "HelpLines.lifeline", "HelpLines.samaritans"]);
    for (const [key, message] of flat.hi) {
      if (keptInEnglish.has(key)) continue;
      expect(/[\u0900-\u097F]/.test(message), key).toBe(true);
    }
  });
});
