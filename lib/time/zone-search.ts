/**
 * The time-zone list's search: a zone is found by its name, its city, an older spelling
 * ("Calcutta") or its country ("India"), best matches first, so "India" puts Asia/Kolkata at the
 * top rather than the Indian Ocean's islands or Indiana. On a page in another language its place
 * and country in that language find it too ("कोल", "भारत"), beside the English ones. Among equally
 * good matches the zones of the chosen zone's country come first: "कोल" typed in Kolkata finds
 * Kolkata before Colombia. Pure, for the browser's list.
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

/** 0: a place or country is the query; 1: one starts with it; 2: any of the words holds it; null: no match. */
function rank(zone: SearchableZone, query: string): number | null {
  const names = [zone.value.split("/").at(-1) ?? "", zone.place ?? "", ...(zone.countries ?? [])].map(words).filter(Boolean);
  if (names.includes(query)) return 0;
  if (names.some((name) => name.startsWith(query))) return 1;
  const all = [zone.value, ...formerTimeZoneNames(zone.value)].map(words).concat(names);
  return all.some((w) => w.includes(query)) ? 2 : null;
}

/**
 * The zones matching `query`, best first (ties: the chosen zone's country first, then list order);
 * every zone for an empty query. `keep` (the chosen zone) stays in the list, last when it does not match.
 */
export function searchTimeZones<T extends SearchableZone>(zones: readonly T[], query: string, keep?: string): T[] {
  const q = words(query);
  if (!q) return [...zones];
  const home = zones.find((zone) => zone.value === keep)?.countries?.at(-1);
  const away = (zone: T) => (home !== undefined && zone.countries?.at(-1) === home ? 0 : 1);
  const ranked = zones.map((zone, index) => ({ zone, index, rank: rank(zone, q) ?? (zone.value === keep ? 3 : null), away: away(zone) }));
  return ranked
    .filter((r) => r.rank !== null)
    .sort((a, b) => a.rank! - b.rank! || a.away - b.away || a.index - b.index)
    .map((r) => r.zone);
}
