/**
 * The practitioner report's own words in one locale (the PractitionerReport catalogue), read
 * outside a request: a shared link and its PDF speak the language chosen when the link was made,
 * whatever the reader's browser says.
 */
import "server-only";
import { createTranslator } from "next-intl";
import { loadMessages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";
import { formatLocalDate } from "@/lib/time";

export async function reportTranslator(locale: Locale) {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace: "PractitionerReport" });
}

export type ReportTranslator = Awaited<ReturnType<typeof reportTranslator>>;

/** "28 Nov 2026" as always in English, "28 नवंबर 2026" in Hindi: a day in the person's zone. */
export function reportDate(locale: Locale, zone: string): (at: Date) => string {
  if (locale === "en") return (at) => formatLocalDate(at, zone);
  const format = new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "long", year: "numeric", timeZone: zone });
  return (at) => format.format(at);
}
