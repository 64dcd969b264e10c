import type { Messages } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { INTL_LOCALE } from "@/lib/time/format-in-locale";

/**
 * The Growth catalogue in the page's language, as the garden's and the journey's sentences read
 * it: next-intl's translator on the server, createTranslator in tests. The rules stay pure.
 */
export type GrowthSay = (key: keyof Messages["Growth"], values?: Record<string, string | number>) => string;

/** "a, b and c" / "a, b, और c", as the language joins a list. */
export function joinList(locale: Locale, parts: readonly string[]): string {
  return new Intl.ListFormat(INTL_LOCALE[locale], { type: "conjunction" }).format(parts);
}
