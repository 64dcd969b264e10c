import { match } from "@formatjs/intl-localematcher";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "./locales";

/**
 * The languages an Accept-Language header asks for, most wanted first: `*`, unparsable tags and
 * those weighted 0 are left out.
 */
function requestedLanguages(header: string): string[] {
  const weighted: { tag: string; q: number; order: number }[] = [];
  header.split(",").forEach((part, order) => {
    const [rawTag = "", ...params] = part.trim().split(";");
    const tag = rawTag.trim();
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!tag || tag === "*" || !Number.isFinite(q) || q <= 0) return;
    try {
      const [canonical] = Intl.getCanonicalLocales(tag);
      if (canonical) weighted.push({ tag: canonical, q, order });
    } catch {
      // Not a language tag: a browser never sends one, so it says nothing.
    }
  });
  return weighted.sort((a, b) => b.q - a.q || a.order - b.order).map((w) => w.tag);
}

/** The app's language closest to what the browser asks for, else the default. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  const requested = header ? requestedLanguages(header) : [];
  if (requested.length === 0) return DEFAULT_LOCALE;
  const chosen = match(requested, LOCALES, DEFAULT_LOCALE, { algorithm: "best fit" });
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/**
 * Whose word counts (docs/decisions/0048-locales.md): the signed-in person's saved locale, else the
 * visitor's choice kept in a cookie, else the browser's languages, else English. Pure.
 */
export function chooseLocale(sources: { account?: string | null; cookie?: string | null; acceptLanguage?: string | null }): Locale {
  if (isLocale(sources.account)) return sources.account;
  if (isLocale(sources.cookie)) return sources.cookie;
  return localeFromAcceptLanguage(sources.acceptLanguage);
}
