/**
 * Which IANA time zones the app accepts. Pure (Intl only), so the browser's form and the server
 * check a zone with the same rule.
 */

/**
 * Zones the runtime's ICU still spells by an older name, with the name the zone has today.
 * Node 20 (and older browsers) list and report "Asia/Calcutta"; a person knows "Asia/Kolkata".
 * Every name is one zone under two spellings (tests/unit/time/zone-names.test.ts checks that each
 * pair is the same zone), never two zones merged, so nothing about a person's clock changes.
 */
const RENAMED_ZONES: Readonly<Record<string, string>> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

/** The zone of rows made before people had one, until their browser reports theirs. */
export const DEFAULT_TIME_ZONE = "UTC";

let known: ReadonlySet<string> | null = null;

/** The runtime's own list, plus UTC, which V8 leaves out of `supportedValuesOf` but accepts. */
function knownZones(): ReadonlySet<string> {
  known ??= new Set([...Intl.supportedValuesOf("timeZone"), DEFAULT_TIME_ZONE]);
  return known;
}

/**
 * The runtime's canonical spelling of a zone, or null when it is not one. Runtimes disagree on
 * names (Node 20 lists "Asia/Calcutta", a current Chrome reports "Asia/Kolkata"), so zones are
 * compared through this, never as raw strings.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!name || name.length > 64) return null;
  const key = name.toLowerCase();
  const known = canonical.get(key);
  if (known) return known;
  try {
    const spelled = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
    canonical.set(key, spelled);
    return spelled;
  } catch {
    return null;
  }
}

// Only names the runtime accepted are kept, by their lower case (Intl reads zone names without
// regard to case, so the set stays the few hundred zones): a formatter is dear to make, and pages
// compare the account's zone with the device's on every view.
const canonical = new Map<string, string>();

/**
 * Whether `name` is an IANA zone of `Intl.supportedValuesOf("timeZone")` (or another Area/City
 * name for one of them) or UTC. Offsets such as "+05:30" and abbreviations such as "IST" are
 * refused: they are ambiguous or have no DST rules.
 */
export function isKnownTimeZone(name: string): boolean {
  if (name === DEFAULT_TIME_ZONE) return true;
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)+$/.test(name)) return false;
  const canonical = canonicalTimeZone(name);
  return canonical !== null && knownZones().has(canonical);
}

/**
 * A zone by the name it has today: "Asia/Calcutta" (or "asia/calcutta", "Asia/Kolkata" as an old
 * runtime resolves it) → "Asia/Kolkata"; an alias such as "US/Pacific" → "America/Los_Angeles".
 * What is saved and what is shown, so a person never meets an old name. Unknown names come back as given.
 */
export function currentTimeZoneName(name: string): string {
  if (name === DEFAULT_TIME_ZONE) return name;
  const resolved = canonicalTimeZone(name) ?? name;
  return RENAMED_ZONES[resolved] ?? resolved;
}

/** Every older spelling of a zone (for searching by it): "Asia/Kolkata" → ["Asia/Calcutta"]. */
export function formerTimeZoneNames(zone: string): string[] {
  return Object.keys(RENAMED_ZONES).filter((old) => RENAMED_ZONES[old] === zone);
}

/** Whether two names mean the same zone ("Asia/Kolkata" and "Asia/Calcutta" do). */
export function isSameTimeZone(a: string, b: string): boolean {
  return a === b || (canonicalTimeZone(a) ?? a) === (canonicalTimeZone(b) ?? b);
}

/** Every zone a person can choose, by its current name, sorted. */
export function timeZoneChoices(): string[] {
  return [...new Set([...knownZones()].map((zone) => RENAMED_ZONES[zone] ?? zone))].sort();
}

/** The region a zone of the list is grouped under: "Asia" for Asia/Kolkata, "Other" for UTC. */
export function timeZoneRegion(zone: string): string {
  return zone.includes("/") ? zone.split("/")[0]! : "Other";
}
