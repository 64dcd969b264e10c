import { formatLocalDate, formatLocalDateTime } from "@/lib/time/format";
import type { Locale } from "./locales";

export type LocalDates = { date: (at: Date) => string; dateTime: (at: Date) => string };

// English keeps its fixed month names (lib/time/format.ts: the server and the browser print the
// same text, and tests read it); Hindi takes Intl's hi-IN months and clock. Both in the person's
// own zone (a 24-hour clock: hi-IN's 12-hour one says "am" in Latin letters), formatted on the server (docs/decisions/0048-locales.md).
const HINDI_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };
const HINDI_DATE_TIME: Intl.DateTimeFormatOptions = { ...HINDI_DATE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

/** Dates and times as a reader of `locale` reads them, in `timeZone`. */
export function localDates(locale: Locale, timeZone: string): LocalDates {
  if (locale === "en") return { date: (at) => formatLocalDate(at, timeZone), dateTime: (at) => formatLocalDateTime(at, timeZone) };
  const date = new Intl.DateTimeFormat("hi-IN", { ...HINDI_DATE, timeZone });
  const dateTime = new Intl.DateTimeFormat("hi-IN", { ...HINDI_DATE_TIME, timeZone });
  return { date: (at) => date.format(at), dateTime: (at) => dateTime.format(at) };
}
