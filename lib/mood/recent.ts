import { todayIn } from "@/lib/time/day";
import type { MoodElementName } from "./element-names";

/** The element that colours the page: the one chosen for today, the person's own calendar day. */
export function recentElement(rows: { element: MoodElementName; day: string }[], zone: string, now: Date | number = Date.now()): MoodElementName | null {
  const today = todayIn(zone, now);
  return rows.find((row) => row.day === today)?.element ?? null;
}
