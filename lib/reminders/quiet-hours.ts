/** Quiet hours: local minutes after midnight, both null when the person has none. Pure. */
export type QuietHours = { quietStart: number | null; quietEnd: number | null };

/** Whether a local minute of the day is inside quiet hours; they may wrap past midnight (22:00-07:00). */
export function inQuietHours(minute: number, { quietStart, quietEnd }: QuietHours): boolean {
  if (quietStart === null || quietEnd === null || quietStart === quietEnd) return false;
  return quietStart < quietEnd ? minute >= quietStart && minute < quietEnd : minute >= quietStart || minute < quietEnd;
}
