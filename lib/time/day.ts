/**
 * The day rule: a stored instant (UTC) becomes a calendar day only in the person's IANA zone.
 * Pure (Intl only). Days are "YYYY-MM-DD"; a local day runs from `start` (inclusive) to `end`
 * (exclusive), which DST makes 23 or 25 hours long on the days the clocks change.
 */

export type LocalParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's formatter every reading goes through (one per zone, kept). */
export function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(zone, f);
  }
  return f;
}

// The formatter above writes "11/25/2026, 17:04:15". Reading that text back costs about a third of
// formatToParts, which builds an object per part; an export or the Insights window reads thousands
// of instants a request (docs/bench.md). A runtime whose locale data writes it otherwise (or a
// year outside 1000-9999) is read through formatToParts, so the reading is the same either way.
const EN_US_NUMERIC = /^(\d{1,2})\/(\d{1,2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2})$/;

/** The wall-clock reading of an instant in a zone. Throws a RangeError for an unknown zone. */
export function localParts(at: Date | number, zone: string): LocalParts {
  const formatter = formatterFor(zone);
  const m = EN_US_NUMERIC.exec(formatter.format(at));
  if (m) return { year: Number(m[3]), month: Number(m[1]), day: Number(m[2]), hour: Number(m[4]), minute: Number(m[5]), second: Number(m[6]) };
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const p of formatter.formatToParts(at)) if (p.type !== "literal") parts[p.type] = Number(p.value);
  return {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    hour: parts.hour ?? NaN,
    minute: parts.minute ?? NaN,
    second: parts.second ?? NaN,
  };
}

/** The offset from UTC, in minutes, that the wall-clock reading `p` of the instant `ms` shows. */
function offsetOf(ms: number, p: LocalParts): number {
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - (ms - (((ms % 1000) + 1000) % 1000))) / 60_000);
}

/** The zone's offset from UTC at an instant, in minutes (India +330, Los Angeles in winter -480). */
export function offsetMinutes(at: Date | number, zone: string): number {
  const ms = typeof at === "number" ? at : at.getTime();
  return offsetOf(ms, localParts(ms, zone));
}

/** localParts and offsetMinutes from one reading of the instant. */
export function localReading(at: Date | number, zone: string): LocalParts & { offset: number } {
  const ms = typeof at === "number" ? at : at.getTime();
  const p = localParts(ms, zone);
  return { ...p, offset: offsetOf(ms, p) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The person's calendar day of an instant, "YYYY-MM-DD". */
export function localDay(at: Date | number, zone: string): string {
  return dayOf(localParts(at, zone));
}

/** The "YYYY-MM-DD" day of a wall-clock reading. */
export function dayOf(p: Pick<LocalParts, "year" | "month" | "day">): string {
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Today in the zone. */
export function todayIn(zone: string, now: Date | number = Date.now()): string {
  return localDay(now, zone);
}

function parseDay(day: string): [number, number, number] {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`Not a day: ${day}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** The day `by` days after `day` (negative for before). Calendar arithmetic, no zone involved. */
export function addDays(day: string, by: number): string {
  const [y, m, d] = parseDay(day);
  return new Date(Date.UTC(y, m - 1, d + by)).toISOString().slice(0, 10);
}

/** The first instant of a local day: its midnight, or the end of a DST gap when midnight is skipped. */
export function startOfLocalDay(day: string, zone: string): Date {
  const [y, m, d] = parseDay(day);
  const wall = Date.UTC(y, m - 1, d);
  let at = wall - offsetMinutes(wall, zone) * 60_000;
  at = wall - offsetMinutes(at, zone) * 60_000;
  if (localDay(at, zone) === day && localDay(at - 1, zone) < day) return new Date(at);
  // Midnight fell in a gap (or a fold): search the minute the day begins within ±15 hours.
  let lo = Math.floor((wall - 15 * 3_600_000) / 60_000);
  let hi = Math.ceil((wall + 15 * 3_600_000) / 60_000);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (localDay(mid * 60_000, zone) >= day) hi = mid;
    else lo = mid + 1;
  }
  return new Date(lo * 60_000);
}

/** A local day's instants for queries: `start <= t < end`. */
export function localDayBounds(day: string, zone: string): { start: Date; end: Date } {
  return { start: startOfLocalDay(day, zone), end: startOfLocalDay(addDays(day, 1), zone) };
}

/** The instants of the local days `first`..`last` (inclusive), for a range query. */
export function localRangeBounds(first: string, last: string, zone: string): { start: Date; end: Date } {
  return { start: startOfLocalDay(first, zone), end: startOfLocalDay(addDays(last, 1), zone) };
}
