/**
 * How the retaken reflections moved since the first result: each kind whose instrument says how
 * its trend moved (RETAKE_KINDS), from its first to its latest result, in words and without
 * judging the change. Pure; the words are the reader's language (lib/assessments/readings:
 * English is the instrument's own `summary` and `trend.movement`, Hindi content/hi's).
 */
import { parseStoredResult, RETAKE_KINDS, type AssessmentKind } from "@/lib/assessments/instruments";
import { readingsIn, type Readings } from "@/lib/assessments/readings";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { trendPoints, type HistoryRow } from "@/lib/trends/assessment-series";

export type RetakeMovement = {
  kind: AssessmentKind;
  /** How many results there are of this kind. */
  results: number;
  first: { at: Date; summary: string };
  latest: { at: Date; summary: string } | null;
  /** What moved between the two, in plain words; null with a single result or a result that does not parse. */
  movement: string | null;
};

function movementOf(kind: AssessmentKind, first: HistoryRow, latest: HistoryRow, readings: Readings): string | null {
  const [a, b] = [trendPoints(kind, [first])[0], trendPoints(kind, [latest])[0]];
  return a && b ? readings.movement(kind, a.values, b.values) : null;
}

/** A result's short line in the reader's language; "—" when it does not parse. */
function summaryOf(kind: AssessmentKind, row: HistoryRow, readings: Readings): string {
  const parsed = parseStoredResult(kind, row.result);
  return parsed === null ? "—" : readings.summary(kind, parsed);
}

/** The movement of each retake kind the person has a result of, from its first and latest rows and its count. */
export function retakeMovements(
  rows: readonly { kind: string; first: HistoryRow; latest: HistoryRow; results: number }[],
  readings: Readings = readingsIn(DEFAULT_LOCALE),
): RetakeMovement[] {
  return RETAKE_KINDS.flatMap((kind) => {
    const row = rows.find((r) => r.kind === kind);
    if (!row) return [];
    const single = row.results < 2;
    return [
      {
        kind,
        results: row.results,
        first: { at: row.first.createdAt, summary: summaryOf(kind, row.first, readings) },
        latest: single ? null : { at: row.latest.createdAt, summary: summaryOf(kind, row.latest, readings) },
        movement: single ? null : movementOf(kind, row.first, row.latest, readings),
      },
    ];
  });
}
