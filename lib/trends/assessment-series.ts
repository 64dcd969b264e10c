/**
 * Turns a person's stored assessment results (oldest first) into points for a trend: one point per
 * submission, each with the numbers a chart draws and the words a table reads. Pure: results are
 * read defensively, and a row whose result has not the expected shape is left out rather than
 * drawn as zero, so an old or damaged row can never invent a change.
 */
import type { AssessmentKind } from "@/lib/assessments/instruments/kinds";
import {
  gad7Severity,
  GUNA_SCALE_FACTOR,
  gunaBand,
  lifestyleBand,
  type AmaLevel,
  type Gad7Severity,
  type GunaBand,
  type LifestyleBand,
} from "@/lib/scoring";

/** One stored submission as the history query reads it. */
export type HistoryRow = { kind: AssessmentKind; result: unknown; createdAt: Date };

export type DoshaShares = { vata: number; pitta: number; kapha: number };

/** The values of one point, by kind. */
export type TrendValues = {
  onboarding: DoshaShares;
  prakriti: DoshaShares;
  /** All zero when every Vikriti row was "none" (no leaning to draw). */
  vikriti: DoshaShares;
  gad7: { total: number; severity: Gad7Severity };
  guna: { sattva: number; rajas: number; tamas: number; bands: Record<"sattva" | "rajas" | "tamas", GunaBand> };
  life: { vata: number; pitta: number; kapha: number; bands: Record<"vata" | "pitta" | "kapha", LifestyleBand> };
  ama: { moderate: number; high: number; systemic: boolean; flags: { dhatu: string; level: AmaLevel }[] };
};

export type TrendPoint<K extends AssessmentKind> = { at: string; values: TrendValues[K] };

type Obj = Record<string, unknown>;
const asObj = (value: unknown): Obj | null => (value && typeof value === "object" && !Array.isArray(value) ? (value as Obj) : null);
/** A stored number, or null: strings and non-finite values are not scores. */
const readNumber = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);
/** One decimal, as the report shows percentages. */
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Three non-negative numbers as shares of 100 (1 decimal); all zero when there is nothing to share. */
export function toShares(v: number, p: number, k: number): DoshaShares {
  const total = v + p + k;
  if (total <= 0) return { vata: 0, pitta: 0, kapha: 0 };
  return { vata: round1((v / total) * 100), pitta: round1((p / total) * 100), kapha: round1((k / total) * 100) };
}

function readTriple(obj: Obj | null, keys: readonly [string, string, string]): [number, number, number] | null {
  if (!obj) return null;
  const values = keys.map((key) => readNumber(obj[key]));
  if (values.some((n) => n === null || n < 0)) return null;
  return values as [number, number, number];
}

const READERS: { [K in AssessmentKind]: (result: Obj) => TrendValues[K] | null } = {
  onboarding: (r) => {
    const pct = readTriple(asObj(r.percentages), ["vPct", "pPct", "kPct"]);
    return pct ? { vata: pct[0], pitta: pct[1], kapha: pct[2] } : null;
  },
  prakriti: (r) => {
    const counts = readTriple(asObj(r.counts), ["v", "p", "k"]);
    return counts ? toShares(...counts) : null;
  },
  vikriti: (r) => {
    const points = readTriple(asObj(r.points), ["vata", "pitta", "kapha"]);
    return points ? toShares(...points) : null;
  },
  gad7: (r) => {
    const total = readNumber(r.total);
    // The band is recomputed from the total so the chart and its bands always agree.
    return total === null ? null : { total, severity: gad7Severity(total) };
  },
  guna: (r) => {
    const s = readTriple(r, ["sattva", "rajas", "tamas"]);
    if (!s) return null;
    const band = (slider: number) => gunaBand(slider * GUNA_SCALE_FACTOR);
    return { sattva: s[0], rajas: s[1], tamas: s[2], bands: { sattva: band(s[0]), rajas: band(s[1]), tamas: band(s[2]) } };
  },
  life: (r) => {
    const s = readTriple(r, ["vata", "pitta", "kapha"]);
    if (!s) return null;
    return { vata: s[0], pitta: s[1], kapha: s[2], bands: { vata: lifestyleBand(s[0]), pitta: lifestyleBand(s[1]), kapha: lifestyleBand(s[2]) } };
  },
  ama: (r) => {
    if (!Array.isArray(r.flags)) return null;
    const flags = r.flags
      .map(asObj)
      .filter((f): f is Obj => f !== null && typeof f.dhatu === "string" && (f.level === "Moderate" || f.level === "High"))
      .map((f) => ({ dhatu: f.dhatu as string, level: f.level as AmaLevel }));
    return {
      moderate: flags.filter((f) => f.level === "Moderate").length,
      high: flags.filter((f) => f.level === "High").length,
      systemic: r.systemic === true,
      flags,
    };
  },
};

/** The points of one kind's trend, oldest first, from rows of any kinds in any order. */
export function trendPoints<K extends AssessmentKind>(kind: K, rows: readonly HistoryRow[]): TrendPoint<K>[] {
  const read = READERS[kind] as (result: Obj) => TrendValues[K] | null;
  return rows
    .filter((row) => row.kind === kind)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .flatMap((row) => {
      const result = asObj(row.result);
      const values = result ? read(result) : null;
      return values ? [{ at: row.createdAt.toISOString(), values }] : [];
    });
}
