/**
 * The time-zone list's search: a zone is found by its name, its city, an older spelling
 * ("Calcutta") or its country ("India"), best matches first, so "India" puts Asia/Kolkata at the
 * top rather than the Indian Ocean's islands or Indiana. On a page in another language its place
 * and country in that language find it too ("कोल", "भारत"), beside the English ones. Pure, for the
 * browser's list.
 */
import { formerTimeZoneNames } from "./zone";

/**
 * A zone as the search reads it: `place`, its place in the page's language when that is not
 * English ("कोलकाता"; the English city is the zone's own name); `countries`, its country's names
 * ("India", or "भारत" and "India").
 */
export type SearchableZone = { value: string; place?: string; countries?: readonly string[] };

// NFC, so a Hindi letter with a nukta (ज़) matches whether it was typed as one character or two.
const words = (text: string) => text.normalize("NFC").toLowerCase().replaceAll("_", " ").replace(/\s+/g, " ").trim();

/** 0: a country starts with the query; 1: a place does; 2: any of the words holds it; null: no match. */
function rank(zone: SearchableZone, query: string): number | null {
  const countries = (zone.countries ?? []).map(words);
  const places = [zone.value.split("/").at(-1) ?? "", zone.place ?? ""].map(words).filter(Boolean);
  if (countries.some((country) => country.startsWith(query))) return 0;
  if (places.some((place) => place.startsWith(query))) return 1;
  const all = [zone.value, ...formerTimeZoneNames(zone.value)].map(words).concat(places, countries);
  return all.some((w) => w.includes(query)) ? 2 : null;
}

/**
 * The zones matching `query`, best first (ties in list order); every zone for an empty query.
 * `keep` (the chosen zone) stays in the list, last when it does not match.
 */
export function searchTimeZones<T extends SearchableZone>(zones: readonly T[], query: string, keep?: string): T[] {
  const q = words(query);
  if (!q) return [...zones];
  const ranked = zones.map((zone, index) => ({ zone, index, rank: rank(zone, q) ?? (zone.value === keep ? 3 : null) }));
  return ranked
    .filter((r) => r.rank !== null)
    .sort((a, b) => a.rank! - b.rank! || a.index - b.index)
    .map((r) => r.zone);
}
