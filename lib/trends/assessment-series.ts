/**
 * Turns a person's stored assessment results (oldest first) into points for a trend: one point per
 * submission, each with the numbers a chart draws and the words a table reads. How a result of
 * each kind is read is its instrument's `trend.read` (lib/assessments/instruments) of the
 * parsed result; a row whose result does not parse is left out rather than drawn as zero, so an old or damaged row can never invent a change.
 */
import { INSTRUMENTS, parseStoredResult, type AssessmentKind, type Instruments, type StoredResults } from "@/lib/assessments/instruments";
import type { Point } from "./read";

export { toShares } from "./read";

/** One stored submission as the history query reads it. */
export type HistoryRow = { kind: AssessmentKind; result: unknown; createdAt: Date };

/** The values of one point, by kind: what its instrument's trend reads. */
export type TrendValues = { [K in AssessmentKind]: NonNullable<ReturnType<Instruments[K]["trend"]["read"]>> };

export type TrendPoint<K extends AssessmentKind> = Point<TrendValues[K]>;

/** The points of one kind's trend, oldest first, from rows of any kinds in any order. */
export function trendPoints<K extends AssessmentKind>(kind: K, rows: readonly HistoryRow[]): TrendPoint<K>[] {
  const read = INSTRUMENTS[kind].trend.read as (result: StoredResults[K]) => TrendValues[K] | null;
  return rows
    .filter((row) => row.kind === kind)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .flatMap((row) => {
      const result = parseStoredResult(kind, row.result);
      const values = result === null ? null : read(result);
      return values ? [{ at: row.createdAt.toISOString(), values }] : [];
    });
}
