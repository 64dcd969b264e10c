/**
 * Times as a person reads them, in their own zone: "24 Nov 2026", "23:20", "24 Nov 2026, 23:20".
 * Month names are fixed rather than locale data (some runtimes spell September "Sept"), so the
 * server and the browser print the same text. Never says "UTC": the zone is the person's own.
 */
import { localParts, localReading, offsetMinutes } from "./day";
import { currentTimeZoneName } from "./zone";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

const toDate = (at: Date | string | number) => (at instanceof Date ? at : new Date(at));

/** "24 Nov 2026"; an empty string for an invalid time. */
export function formatLocalDate(at: Date | string | number, zone: string): string {
  const d = toDate(at);
  if (Number.isNaN(d.getTime())) return "";
  const p = localParts(d, zone);
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
}

/** "23:20" (24-hour clock). */
export function formatLocalTime(at: Date | string | number, zone: string): string {
  const d = toDate(at);
  if (Number.isNaN(d.getTime())) return "";
  const p = localParts(d, zone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** "24 Nov 2026, 23:20". */
export function formatLocalDateTime(at: Date | string | number, zone: string): string {
  const date = formatLocalDate(at, zone);
  return date && `${date}, ${formatLocalTime(at, zone)}`;
}

/** "24 Nov" or, for a "YYYY-MM-DD" day (already local), the same from the day itself. */
export function formatDayShort(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return Number.isFinite(y) ? `${d} ${MONTHS[m - 1] ?? ""}` : "";
}

/** "24 Nov 2026" for a "YYYY-MM-DD" day. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return Number.isFinite(y) && MONTHS[m - 1] ? `${d} ${MONTHS[m - 1]} ${y}` : "";
}

/** An offset as "+05:30" / "-08:00". */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** "GMT+5:30", "GMT-8", "GMT": how far a zone is from Greenwich at an instant, for a zone's label. */
export function gmtOffsetLabel(zone: string, at: Date | number = Date.now()): string {
  const minutes = offsetMinutes(at, zone);
  if (minutes === 0) return "GMT";
  const abs = Math.abs(minutes);
  const mins = abs % 60;
  return `GMT${minutes < 0 ? "-" : "+"}${Math.floor(abs / 60)}${mins ? `:${pad(mins)}` : ""}`;
}

/**
 * ISO 8601 with the zone's offset, as the export writes times: "2026-11-24T23:20:05.123+05:30".
 * The same instant as the stored UTC time, read on the person's clock.
 */
export function isoWithOffset(at: Date | string | number, zone: string): string {
  const d = toDate(at);
  const p = localReading(d, zone);
  const ms = pad(((d.getTime() % 1000) + 1000) % 1000, 3);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}.${ms}${offsetText(p.offset)}`;
}

/** Another language's names of places, keyed by the English name (content/hi/place-names.ts). */
export type PlaceNames = Readonly<Record<string, string>>;

/**
 * A zone's place as a person reads it, by its current name: "Kolkata" (for Asia/Calcutta too),
 * "Los Angeles", "Universal time" for UTC; in another language its name in `names` when that has
 * one (passed in, so this module, which the browser loads, never carries a table of names).
 */
export function timeZonePlace(zone: string, names?: PlaceNames | null): string {
  const english = zone === "UTC" ? "Universal time" : (currentTimeZoneName(zone).split("/").at(-1) ?? "").replaceAll("_", " ");
  return names && Object.hasOwn(names, english) ? names[english]! : english;
}

/**
 * The time a zone keeps, for a sentence: `cityTime` fills in its place ("Kolkata time", "कोलकाता
 * का समय"); UTC's place is a time already ("Universal time"), so it is said as it is and never
 * "Universal time time".
 */
export function timeZoneTime(zone: string, place: string, cityTime: (place: string) => string): string {
  return zone === "UTC" ? place : cityTime(place);
}

/** A zone as the list shows it, by its current name: "Asia/Kolkata (GMT+5:30)", "Universal time (GMT)". */
export function timeZoneLabel(zone: string, at: Date | number = Date.now()): string {
  const name = zone === "UTC" ? timeZonePlace(zone) : currentTimeZoneName(zone).replaceAll("_", " ");
  return `${name} (${gmtOffsetLabel(zone, at)})`;
}
