/**
 * Month arithmetic for the reflection calendar. Pure; months are "YYYY-MM", days "YYYY-MM-DD" on
 * the person's own calendar (this month and today come from their zone, lib/time).
 */
import { todayIn } from "@/lib/time/day";

export type MonthGrid = { month: string; label: string; prev: string; next: string; first: string; last: string; weeks: (string | null)[][] };

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
const pad = (n: number) => String(n).padStart(2, "0");

/** A valid "YYYY-MM" from the URL, else the person's current month in their zone. */
export function parseMonth(value: unknown, timeZone: string, now: Date | number = Date.now()): string {
  if (typeof value === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return value;
  return todayIn(timeZone, now).slice(0, 7);
}

function shift(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** The weeks of a month, Monday first, with null before the 1st and after the last day. */
export function monthGrid(month: string): MonthGrid {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null)];
  for (let d = 1; d <= days; d++) cells.push(`${month}-${pad(d)}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return {
    month,
    label: `${MONTH_NAMES[m - 1]} ${y}`,
    prev: shift(month, -1),
    next: shift(month, 1),
    first: `${month}-01`,
    last: `${month}-${pad(days)}`,
    weeks,
  };
}
