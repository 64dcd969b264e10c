/**
 * A time of day as the page's language writes it: "06:10" in English, as everywhere else in the
 * app; "सुबह 6:10" in Hindi, from Intl's hi-IN data with its part of the day (सुबह, दोपहर, शाम,
 * रात), on the server only, so the browser's own locale data cannot make the text differ.
 */
import { formatLocalTime } from "@/lib/time/format";
import type { Locale } from "./locales";

export function clockIn(at: Date, zone: string, locale: Locale): string {
  if (locale === "en") return formatLocalTime(at, zone);
  return new Intl.DateTimeFormat("hi-IN", { hour: "numeric", minute: "2-digit", dayPeriod: "short", timeZone: zone }).format(at);
}
