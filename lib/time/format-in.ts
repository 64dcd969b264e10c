/**
 * A date in the person's language and zone. English keeps its fixed month names (./format.ts,
 * the same text on the server and in the browser); other languages use Intl's own data for their
 * region, formatted on the server only (docs/decisions/0048-locales.md).
 */
import type { Locale } from "@/lib/i18n/locales";
import { formatDay, formatDayShort, formatLocalDate } from "./format";

/** The Intl locale a language's dates and numbers are written in. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", hi: "hi-IN" };

/** "24 Nov 2026" in English, "24 नवंबर 2026" in Hindi (its short months read as abbreviations); an empty string for an invalid time. */
export function formatDateIn(at: Date | string | number, zone: string, locale: Locale): string {
  if (locale === "en") return formatLocalDate(at, zone);
  const d = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(d.getTime())) return "";
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: "numeric", month: "long", year: "numeric", timeZone: zone }).format(d);
}

/** A "YYYY-MM-DD" day as a chart label: "23 Nov", or "23 Nov 2026" `withYear`; other languages through Intl. */
export function formatDayIn(day: string, locale: Locale, withYear: boolean): string {
  if (locale === "en") return withYear ? formatDay(day) : formatDayShort(day);
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return "";
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: "numeric", month: "short", ...(withYear ? { year: "numeric" } : {}), timeZone: "UTC" }).format(d);
}
