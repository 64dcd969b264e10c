import type { Locale } from "./locales";

/** One catalogue of interface words per locale, in messages/<locale>.json. */
export async function loadMessages(locale: Locale) {
  return (await import(`../../messages/${locale}.json`)).default as typeof import("../../messages/en.json");
}
