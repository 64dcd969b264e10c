/**
 * A VTIMEZONE for an IANA zone, built from the runtime's own zone data (Intl) because ical.js
 * carries none: each change of offset between two years before and ten years after `now`
 * becomes an observance date, so a calendar that does not know the zone by name still puts a
 * 09:00 reminder at 09:00 on both sides of a DST change.
 */
import ICAL from "ical.js";
import { localParts, offsetMinutes } from "@/lib/time";

type Transition = { at: number; from: number; to: number };

const DAY_MS = 86_400_000;
const cache = new Map<string, Transition[]>();

/** The instants the zone's offset changes in [start, end), found day by day then to the minute. */
function offsetTransitions(zone: string, start: number, end: number): Transition[] {
  const key = `${zone}|${start}|${end}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const found: Transition[] = [];
  let before = offsetMinutes(start, zone);
  for (let t = start + DAY_MS; t <= end; t += DAY_MS) {
    const after = offsetMinutes(t, zone);
    if (after === before) continue;
    let lo = (t - DAY_MS) / 60_000;
    let hi = t / 60_000;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (offsetMinutes(mid * 60_000, zone) === before) lo = mid;
      else hi = mid;
    }
    found.push({ at: hi * 60_000, from: before, to: after });
    before = after;
  }
  cache.set(key, found);
  return found;
}

/** "+0530", "-0800": TZOFFSETFROM/TO take hours and minutes. */
function utcOffset(minutes: number): ICAL.UtcOffset {
  const abs = Math.abs(minutes);
  return new ICAL.UtcOffset({ hours: Math.floor(abs / 60), minutes: abs % 60, factor: minutes < 0 ? -1 : 1 });
}

/** The wall-clock time an observance begins, read on the offset in force just before it (RFC 5545 3.6.5). */
function onset(at: number, from: number): ICAL.Time {
  const wall = new Date(at + from * 60_000);
  return ICAL.Time.fromData({
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: 0,
    isDate: false,
  });
}

/** The VTIMEZONE component for `zone`, covering the years around `now`. */
export function vtimezone(zone: string, now: Date): ICAL.Component {
  const year = localParts(now, zone).year;
  const start = Date.UTC(year - 2, 0, 1);
  const end = Date.UTC(year + 10, 0, 1);
  const component = new ICAL.Component("vtimezone");
  component.addPropertyWithValue("tzid", zone);
  const transitions = offsetTransitions(zone, start, end);
  if (transitions.length === 0) {
    const offset = offsetMinutes(start, zone);
    const standard = new ICAL.Component("standard");
    standard.addPropertyWithValue("dtstart", onset(Date.UTC(1970, 0, 1), 0));
    standard.addPropertyWithValue("tzoffsetfrom", utcOffset(offset));
    standard.addPropertyWithValue("tzoffsetto", utcOffset(offset));
    component.addSubcomponent(standard);
    return component;
  }
  // One observance per kind of change (e.g. +01:00 → +02:00), its first date as DTSTART and the rest as RDATEs.
  const groups = new Map<string, Transition[]>();
  for (const t of transitions) groups.set(`${t.from}>${t.to}`, [...(groups.get(`${t.from}>${t.to}`) ?? []), t]);
  for (const group of groups.values()) {
    const [first, ...rest] = group as [Transition, ...Transition[]];
    const observance = new ICAL.Component(first.to > first.from ? "daylight" : "standard");
    observance.addPropertyWithValue("dtstart", onset(first.at, first.from));
    for (const t of rest) observance.addPropertyWithValue("rdate", onset(t.at, t.from));
    observance.addPropertyWithValue("tzoffsetfrom", utcOffset(first.from));
    observance.addPropertyWithValue("tzoffsetto", utcOffset(first.to));
    component.addSubcomponent(observance);
  }
  return component;
}
