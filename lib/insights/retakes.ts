/**
 * How the retaken reflections moved since the first result: Vikriti, the gunas and GAD-7, each
 * from its first to its latest result, in words and without judging the change. Pure.
 */
import { summarizeResult } from "@/lib/assessments/summary";
import { GAD7_MAX_TOTAL } from "@/lib/scoring";
import { trendPoints, type HistoryRow } from "@/lib/trends/assessment-series";

export const RETAKE_KINDS = ["vikriti", "guna", "gad7"] as const;
type RetakeKind = (typeof RETAKE_KINDS)[number];

export type RetakeMovement = {
  kind: RetakeKind;
  /** How many results there are of this kind. */
  results: number;
  first: { at: Date; summary: string };
  latest: { at: Date; summary: string } | null;
  /** What moved between the two, in plain words; null with a single result. */
  movement: string | null;
};

const signed = (n: number) => (n > 0 ? `up ${n}` : n < 0 ? `down ${-n}` : "the same");

function movementOf(kind: RetakeKind, first: HistoryRow, latest: HistoryRow): string | null {
  if (kind === "gad7") {
    const [a, b] = [trendPoints("gad7", [first])[0], trendPoints("gad7", [latest])[0]];
    if (!a || !b) return null;
    const change = b.values.total - a.values.total;
    return change === 0
      ? `The total is the same as the first time (${a.values.total} of ${GAD7_MAX_TOTAL}).`
      : `The total went from ${a.values.total} to ${b.values.total} of ${GAD7_MAX_TOTAL}.`;
  }
  if (kind === "guna") {
    const [a, b] = [trendPoints("guna", [first])[0], trendPoints("guna", [latest])[0]];
    if (!a || !b) return null;
    const parts = (["sattva", "rajas", "tamas"] as const).map((g) => `${g[0]!.toUpperCase()}${g.slice(1)} ${signed(b.values[g] - a.values[g])}`);
    return `Since the first time: ${parts.join(", ")} (each slider 0 to 10).`;
  }
  const [a, b] = [trendPoints("vikriti", [first])[0], trendPoints("vikriti", [latest])[0]];
  if (!a || !b) return null;
  const parts = (["vata", "pitta", "kapha"] as const).map((d) => `${d[0]!.toUpperCase()}${d.slice(1)} ${a.values[d]}% → ${b.values[d]}%`);
  return `Shares of the imbalance: ${parts.join(", ")}.`;
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
