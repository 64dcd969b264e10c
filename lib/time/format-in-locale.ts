/**
 * Dates and times in the page's language, in the person's zone: the one place the app writes a
 * date for a reader (issue 37). English keeps lib/time/format.ts's fixed spelling ("24 Nov 2026,
 * 23:20"), the same on the server and in the browser; another language takes its own from Intl,
 * formatted on the server only, so the runtime's locale data is one. A Hindi time carries its part
 * of the day in words ("रात 9:20"): hi-IN's plain 12-hour clock prints "pm" in Latin letters.
 */
import type { Locale } from "@/lib/i18n/locales";
import { formatDay, formatDayShort, formatLocalDate, formatLocalDateTime, formatLocalTime } from "./format";

/** The Intl locale a language's dates, numbers and lists are written in. */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: "en-GB", hi: "hi-IN" };

const DATE = { day: "numeric", month: "long", year: "numeric" } as const;
const TIME = { hour: "numeric", minute: "2-digit", dayPeriod: "short" } as const;

// Making an Intl.DateTimeFormat costs far more than using one (it was 6.5% of a Hindi /report's CPU,
// made afresh for every date): one is kept per language, shape and zone, a set bounded by the zones.
const formatters = new Map<string, Intl.DateTimeFormat>();

function intl(locale: Locale, options: Intl.DateTimeFormatOptions, at: Date | string | number): string {
  const d = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(d.getTime())) return "";
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], options)));
  return formatter.format(d);
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** "24 Nov 2026" / "24 नवंबर 2026" for an instant in the person's zone; "" for an invalid time. */
export function formatDateIn(locale: Locale, at: Date | string | number, zone: string): string {
  return locale === "en" ? formatLocalDate(at, zone) : intl(locale, { ...DATE, timeZone: zone }, at);
}

/** "24 Nov 2026, 23:20" / "24 नवंबर 2026 को रात 11:20 बजे". */
export function formatDateTimeIn(locale: Locale, at: Date, zone: string): string {
  return locale === "en" ? formatLocalDateTime(at, zone) : intl(locale, { ...DATE, ...TIME, timeZone: zone }, at);
}

/** "06:10" / "सुबह 6:10": a time of day. */
export function formatTimeIn(locale: Locale, at: Date, zone: string): string {
  return locale === "en" ? formatLocalTime(at, zone) : intl(locale, { ...TIME, timeZone: zone }, at);
}

/** A "YYYY-MM-DD" day (already the person's own) as "24 Nov 2026" / "24 नवंबर 2026". */
export function formatDayIn(locale: Locale, day: string): string {
  return locale === "en" ? formatDay(day) : intl(locale, { ...DATE, timeZone: "UTC" }, utcDay(day));
}

/** A "YYYY-MM-DD" day near today, as a season's turn is said: "17 Sep 2026" / "17 सितंबर" (no year in Hindi). */
export function formatNearDayIn(locale: Locale, day: string): string {
  return locale === "en" ? formatDay(day) : intl(locale, { day: "numeric", month: "long", timeZone: "UTC" }, utcDay(day));
}

/** A "YYYY-MM-DD" day as "24 Nov" / "24 नव॰". */
export function formatDayShortIn(locale: Locale, day: string): string {
  return locale === "en" ? formatDayShort(day) : intl(locale, { day: "numeric", month: "short", timeZone: "UTC" }, utcDay(day));
}

/** A "YYYY-MM" month as "November 2026" (as given, for English) or "नवंबर 2026". */
export function formatMonthIn(locale: Locale, month: string, english: string): string {
  return locale === "en" ? english : intl(locale, { month: "long", year: "numeric", timeZone: "UTC" }, new Date(`${month}-01T00:00:00Z`));
}

/** The week's days from Monday, short and long: Intl's names for a language other than English. */
export function weekdaysIn(locale: Exclude<Locale, "en">): readonly (readonly [string, string])[] {
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(Date.UTC(2024, 0, 1 + i));
    return [intl(locale, { weekday: "short", timeZone: "UTC" }, day), intl(locale, { weekday: "long", timeZone: "UTC" }, day)] as const;
  });
}
