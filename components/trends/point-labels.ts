import { formatDate } from "@/components/report/format";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "23 Nov" for an ISO time or a YYYY-MM-DD day (UTC, as formatDate). */
export function shortDate(value: string): string {
  const d = new Date(value.length === 10 ? `${value}T12:00:00Z` : value);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()] ?? ""}`;
}

/**
 * Axis labels for points in time order: "23 Nov", with the year when the points span more than
 * one, and "23 Nov (2)" for a second result on the same day so every point keeps its own place.
 */
export function pointLabels(times: readonly string[]): string[] {
  const years = new Set(times.map((t) => new Date(t).getUTCFullYear()));
  const seen = new Map<string, number>();
  return times.map((t) => {
    const base = years.size > 1 ? formatDate(t) : shortDate(t);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count > 1 ? `${base} (${count})` : base;
  });
}
