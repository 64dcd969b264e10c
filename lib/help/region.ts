import { HELP_REGIONS, type HelpRegionLines } from "@/content/help-lines";

// Pure (no I/O): the same rule on the server, for a signed-in person's saved zone, and in the
// browser, for its own zone (docs/decisions/0041-crisis-words-and-local-help-lines.md).

export type HelpRegion = HelpRegionLines["id"];

const INDIA = new Set(["Asia/Kolkata", "Asia/Calcutta"]);
const UK_AND_IRELAND = new Set(["Europe/London", "Europe/Dublin", "Europe/Belfast", "GB", "GB-Eire", "Eire"]);
/** The fifty states' zones (and Puerto Rico, where 988 answers too), old and current names. */
const US = new Set([
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "America/Phoenix",
  "America/Anchorage",
  "America/Adak",
  "America/Boise",
  "America/Detroit",
  "America/Juneau",
  "America/Sitka",
  "America/Metlakatla",
  "America/Nome",
  "America/Yakutat",
  "America/Menominee",
  "America/Indianapolis",
  "America/Fort_Wayne",
  "America/Louisville",
  "America/Knox_IN",
  "America/Shiprock",
  "America/Puerto_Rico",
  "Navajo",
  "Pacific/Honolulu",
  "US/Hawaii",
]);
const US_PREFIXES = ["America/Indiana/", "America/Kentucky/", "America/North_Dakota/", "US/"];

/** The region whose help lines come first for a time zone, or null when they have none of their own here. */
export function helpRegionOf(timeZone: string | null | undefined): HelpRegion | null {
  if (!timeZone) return null;
  if (INDIA.has(timeZone)) return "in";
  if (UK_AND_IRELAND.has(timeZone)) return "uk";
  if (US.has(timeZone) || US_PREFIXES.some((prefix) => timeZone.startsWith(prefix))) return "us";
  return null;
}

/** Every region's lines, the person's own first (none first when `region` is null). */
export function helpRegionsFor(region: HelpRegion | null): { own: HelpRegionLines | null; others: HelpRegionLines[] } {
  return { own: HELP_REGIONS.find((r) => r.id === region) ?? null, others: HELP_REGIONS.filter((r) => r.id !== region) };
}

/**
 * Whose zone chooses: the person's saved one when there is one (UTC is what rows made before
 * zones were kept hold, so it says nothing), else the browser's. `known` is false when neither
 * says, as in a page's HTML before its script runs: then every region's lines are shown open.
 */
export function chooseHelpRegion(saved: string | null | undefined, device: string | null): { region: HelpRegion | null; known: boolean } {
  const zone = saved && saved !== "UTC" ? saved : device;
  return { region: helpRegionOf(zone), known: Boolean(zone) };
}
