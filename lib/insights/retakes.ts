/**
 * How the retaken reflections moved since the first result: each kind whose instrument says how
 * its trend moved (RETAKE_KINDS), from its first to its latest result, in words and without
 * judging the change. Pure; the words are the instrument's own (`trend.movement`).
 */
import { INSTRUMENTS, RETAKE_KINDS, type AssessmentKind, type RegisteredInstrument } from "@/lib/assessments/instruments";
import { summarizeResult } from "@/lib/assessments/summary";
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

function movementOf(kind: AssessmentKind, first: HistoryRow, latest: HistoryRow): string | null {
  const movement = (INSTRUMENTS[kind] as RegisteredInstrument<AssessmentKind>).trend.movement;
  const [a, b] = [trendPoints(kind, [first])[0], trendPoints(kind, [latest])[0]];
  return movement && a && b ? movement(a.values, b.values) : null;
}

/** The movement of each retake kind the person has a result of, from its first and latest rows and its count. */
export function retakeMovements(rows: readonly { kind: string; first: HistoryRow; latest: HistoryRow; results: number }[]): RetakeMovement[] {
  return RETAKE_KINDS.flatMap((kind) => {
    const row = rows.find((r) => r.kind === kind);
    if (!row) return [];
    const single = row.results < 2;
    return [
      {
        kind,
        results: row.results,
        first: { at: row.first.createdAt, summary: summarizeResult(kind, row.first.result) },
        latest: single ? null : { at: row.latest.createdAt, summary: summarizeResult(kind, row.latest.result) },
        movement: single ? null : movementOf(kind, row.first, row.latest),
      },
    ];
  });
}
