/**
 * /profile's list of zones in the page's language (issue 37). English reads as it always has
 * ("Asia/Kolkata (GMT+5:30)", found by "kolk" or "India"); another language labels each zone by
 * its place in that language ("कोलकाता (GMT+5:30)", content/hi/place-names.ts) and names its
 * country in it (Intl.DisplayNames), and the search finds a zone by those and by the English ones
 * (lib/time/zone-search.ts). Built on the server: the table of place names never reaches the browser.
 */
import "server-only";
import { placeNames } from "@/content/by-locale/place-names";
import type { Locale } from "@/lib/i18n/locales";
import { timeZoneLabel, timeZonePlace } from "./format";
import { timeZoneChoices } from "./zone";
import { timeZoneCountry } from "./zone-countries";
import type { SearchableZone } from "./zone-search";

/** A zone of the list: its name, what the list shows, and what the search reads. */
export type TimeZoneChoice = SearchableZone & { label: string };

function countryNamer(locale: Locale): (code: string) => string | undefined {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return (code) => names.of(code);
}

// The list is the same for every reader of a language until an offset moves, and building it reads
// every zone's offset through Intl: about 24 ms in English and 47 ms in Hindi, most of /profile's
// CPU per request. It is kept per language for a quarter of an hour, so a label may trail a summer
// time change by at most that long.
const KEPT_FOR_MS = 15 * 60 * 1000;
const kept = new Map<string, readonly TimeZoneChoice[]>();

/** Every zone a person can choose, labelled at `at` (offsets move with summer time) for a reader of `locale`. */
export function timeZoneChoicesIn(locale: Locale, at: Date): readonly TimeZoneChoice[] {
  const period = Math.floor(at.getTime() / KEPT_FOR_MS);
  const key = `${locale} ${period}`;
  let list = kept.get(key);
  if (!list) {
    for (const old of kept.keys()) if (!old.endsWith(` ${period}`)) kept.delete(old);
    list = buildChoices(locale, new Date(period * KEPT_FOR_MS));
    kept.set(key, list);
  }
  return list;
}

function buildChoices(locale: Locale, at: Date): TimeZoneChoice[] {
  const names = placeNames(locale);
  const english = countryNamer("en");
  const local = locale === "en" ? null : countryNamer(locale);
  return timeZoneChoices().map((zone) => {
    const code = timeZoneCountry(zone);
    const countries = code ? [...new Set([local?.(code), english(code)].filter((name): name is string => Boolean(name)))] : [];
    return {
      value: zone,
      label: timeZoneLabel(zone, at, names),
      ...(names ? { place: timeZonePlace(zone, names) } : {}),
      ...(countries.length > 0 ? { countries } : {}),
    };
  });
}
