import type { MoodElementName } from "./element-names";

const DAY_MS = 86_400_000;

/**
 * The element that still colours the page: the newest one, if it was chosen within the last day.
 * (The server does not know the person's time zone, so "today" is read as the last 24 hours.)
 */
export function recentElement(rows: { element: MoodElementName; updatedAt: Date }[], now = Date.now()): MoodElementName | null {
  const newest = rows.reduce<(typeof rows)[number] | null>((best, row) => (!best || row.updatedAt > best.updatedAt ? row : best), null);
  return newest && now - newest.updatedAt.getTime() < DAY_MS ? newest.element : null;
}
