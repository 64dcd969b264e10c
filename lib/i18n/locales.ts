/**
 * The languages the app is written in, declared once. Everything that varies by language (the
 * interface catalogues in messages/, the content under content/<locale>/, the locale choice)
 * takes its list from here; adding a language starts by adding it to LOCALES
 * (docs/decisions/0048-locales.md).
 */
export const LOCALES = ["en", "hi"] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** One content module in every locale, so a selector picks by locale and a missing one fails the type check. */
export const inLocales = <En extends object, Hi extends object>(en: En, hi: Hi) => ({ en, hi }) satisfies Record<Locale, object>;
