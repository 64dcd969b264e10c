import "server-only";
import { getLatestSubmissions } from "@/lib/data/assessments";
import { openShareLink } from "@/lib/data/share-links";
import { getUserTimeZone } from "@/lib/data/users";
import type { Locale } from "@/lib/i18n/locales";
import { DEFAULT_TIME_ZONE } from "@/lib/time";
import { reportDocument, type ReportDocument } from "./report-document";
import { wordsIn } from "@/lib/i18n/words";
import { formatDateIn } from "@/lib/time/format-in-locale";
import { DEFAULT_SECTIONS, sectionsFrom, type ReportSection } from "./sections";
import { hashShareToken, isShareTokenShaped } from "./token";

/** The sections asked for in a query string ("bodyType,vikriti"); the defaults when none is named. */
export function sectionsParam(value: string | string[] | null | undefined): ReportSection[] {
  const values = (Array.isArray(value) ? value : [value ?? ""]).flatMap((v) => v.split(","));
  const chosen = sectionsFrom(values);
  return chosen.length ? chosen : [...DEFAULT_SECTIONS];
}

/** The signed-in person's own report document in `locale`, dated in their zone. */
export async function loadOwnReport(person: { id: string; timeZone: string }, sections: readonly ReportSection[], locale: Locale): Promise<ReportDocument> {
  const latest = await getLatestSubmissions(person.id);
  const t = wordsIn(locale, "PractitionerReport");
  return reportDocument(latest, sections, (at) => formatDateIn(locale, at, person.timeZone), { locale, t });
}

/**
 * The report behind a share token, with its opening recorded; null for anything that is not a
 * live link (malformed, guessed, expired, revoked, or its account deleted), all alike.
 */
export async function loadSharedReport(token: string): Promise<{ document: ReportDocument; expiresAt: Date; zone: string; locale: Locale } | null> {
  if (!isShareTokenShaped(token)) return null;
  const link = await openShareLink(hashShareToken(token));
  if (!link) return null;
  const [latest, zone] = await Promise.all([getLatestSubmissions(link.userId), getUserTimeZone(link.userId)]);
  const t = wordsIn(link.locale, "PractitionerReport");
  const tz = zone ?? DEFAULT_TIME_ZONE;
  const document = reportDocument(latest, link.sections, (at) => formatDateIn(link.locale, at, tz), { locale: link.locale, t });
  return { document, expiresAt: link.expiresAt, zone: tz, locale: link.locale };
}
