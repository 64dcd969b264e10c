/**
 * Dates and times in the page's language, in the person's zone. English keeps lib/time/format.ts's
 * fixed spelling ("24 Nov 2026, 23:20"); another language takes its own from Intl ("24 नवंबर 2026,
 * 11:20 pm" for hi-IN). Formatted on the server only, so the runtime's locale data is one.
 */
import type { Locale } from "@/lib/i18n/locales";
import { formatDay, formatDayShort, formatLocalDate, formatLocalDateTime } from "./format";

const TAGS: Readonly<Record<Exclude<Locale, "en">, string>> = { hi: "hi-IN" };
const DATE = { day: "numeric", month: "long", year: "numeric" } as const;

function intl(locale: Exclude<Locale, "en">, options: Intl.DateTimeFormatOptions, at: Date): string {
  return Number.isNaN(at.getTime()) ? "" : new Intl.DateTimeFormat(TAGS[locale], options).format(at);
}

/** "24 Nov 2026" / "24 नवंबर 2026" for an instant in the person's zone. */
export function formatDateIn(locale: Locale, at: Date, zone: string): string {
  return locale === "en" ? formatLocalDate(at, zone) : intl(locale, { ...DATE, timeZone: zone }, at);
}

/** "24 Nov 2026, 23:20" / "24 नवंबर 2026, 11:20 pm". */
export function formatDateTimeIn(locale: Locale, at: Date, zone: string): string {
  return locale === "en" ? formatLocalDateTime(at, zone) : intl(locale, { ...DATE, hour: "numeric", minute: "2-digit", timeZone: zone }, at);
}

/** A "YYYY-MM-DD" day (already the person's own) as "24 Nov 2026" / "24 नवंबर 2026". */
export function formatDayIn(locale: Locale, day: string): string {
  return locale === "en" ? formatDay(day) : intl(locale, { ...DATE, timeZone: "UTC" }, new Date(`${day}T00:00:00Z`));
}

/** A "YYYY-MM-DD" day as "24 Nov" / "24 नव॰". */
export function formatDayShortIn(locale: Locale, day: string): string {
  return locale === "en" ? formatDayShort(day) : intl(locale, { day: "numeric", month: "short", timeZone: "UTC" }, new Date(`${day}T00:00:00Z`));
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
