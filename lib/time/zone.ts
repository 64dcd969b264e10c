/**
 * Which IANA time zones the app accepts. Pure (Intl only), so the browser's form and the server
 * check a zone with the same rule.
 */

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
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

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

/** Whether two names mean the same zone ("Asia/Kolkata" and "Asia/Calcutta" do). */
export function isSameTimeZone(a: string, b: string): boolean {
  return a === b || (canonicalTimeZone(a) ?? a) === (canonicalTimeZone(b) ?? b);
}

/** Every zone a person can choose, sorted, with `current` kept when the runtime lists it under another name. */
export function timeZoneChoices(current?: string): string[] {
  const names = new Set(knownZones());
  if (current && isKnownTimeZone(current) && ![...names].some((n) => n === current)) {
    names.delete(canonicalTimeZone(current) ?? "");
    names.add(current);
  }
  return [...names].sort();
}
