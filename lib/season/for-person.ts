import "server-only";
import { getLatestSubmissions } from "@/lib/data/assessments";
import type { Locale } from "@/lib/i18n/locales";
import { personPlace } from "@/lib/places";
import { bodyTypeDoshas, imbalanceOf } from "@/lib/suggestions/signals";
import { seasonAdvice, type SeasonAdvice, type SeasonPerson } from "./advice";
import { seasonNow, type SeasonNow } from "./index";

/**
 * The person's body type and current imbalance, from the newest results the page has already
 * read (getLatestSubmissions is one query per request, shared), so the season adds no query.
 */
export async function seasonPersonOf(userId: string): Promise<SeasonPerson> {
  const latest = await getLatestSubmissions(userId);
  return { bodyType: bodyTypeDoshas(latest.get("onboarding")?.result), imbalance: imbalanceOf(latest.get("vikriti")?.result) };
}

/** Today's season for the person in their zone, and what it says to them in `locale`. */
export async function seasonFor(
  person: { id: string; timeZone: string; place?: string | null },
  now: Date = new Date(),
  locale: Locale = "en",
): Promise<{ season: SeasonNow; advice: SeasonAdvice }> {
  const season = seasonNow(person.timeZone, now, personPlace(person.timeZone, person.place));
  return { season, advice: seasonAdvice(season, await seasonPersonOf(person.id), locale) };
}
