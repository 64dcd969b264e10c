/**
 * The time-zone list's search: a zone is found by its name, its city, an older spelling
 * ("Calcutta") or its country ("India"), best matches first, so "India" puts Asia/Kolkata at the
 * top rather than the Indian Ocean's islands or Indiana. Pure, for the browser's list.
 */
import { formerTimeZoneNames } from "./zone";

export type SearchableZone = { value: string; country?: string | null };

const words = (text: string) => text.toLowerCase().replaceAll("_", " ").replace(/\s+/g, " ").trim();

/** 0: the country starts with the query; 1: the city does; 2: any of the words holds it; null: no match. */
function rank(zone: SearchableZone, query: string): number | null {
  const country = words(zone.country ?? "");
  const city = words(zone.value.split("/").at(-1) ?? "");
  if (country.startsWith(query)) return 0;
  if (city.startsWith(query)) return 1;
  const all = [zone.value, ...formerTimeZoneNames(zone.value)].map(words).concat(country);
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
