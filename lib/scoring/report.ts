/** Lenient readers for saved reports, whose stored shapes have varied over time (objects or JSON strings). */
import { DEFAULT_PERCENTAGES, REPORT_MIN_RAW_ANSWER_KEYS } from "./constants";
import { clamp, readNumber, roundTo } from "./numbers";
import { roundShares } from "./round-shares";
import type { DoshaCode } from "./doshas";
import type { Percentages, ReportLike } from "./types";

/** A plain (non-array) object from an object or a JSON string of one; anything else → null. */
export function readJsonObject(input: unknown): Record<string, unknown> | null {
  let value = input;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** One percentage, preferring the vPct-style key over the older V-style key, clamped 0-100 to 1 dp. */
function readPct(obj: Record<string, unknown>, key: "vPct" | "pPct" | "kPct", legacyKey: DoshaCode): number | null {
  const value = readNumber(obj[key]) ?? readNumber(obj[legacyKey]);
  return value === null ? null : roundTo(clamp(value, 0, 100), 1);
}

/**
 * Reads vPct/pPct/kPct (or V/P/K) leniently; unusable or all-zero input → 34/33/33 with total 100.
 * The three come back as shares adding up to exactly 100 (docs/decisions/0033-percentages-add-up-to-100.md):
 * results saved before scoring rounded them together (33.3 + 33.3 + 33.3) are put right here, the
 * one reader every page, the API, the shared page and the PDF go through; newer ones already are.
 */
export function normalizePercentages(input: unknown): Percentages {
  const obj = readJsonObject(input);
  if (!obj) return { ...DEFAULT_PERCENTAGES };
  const vPct = readPct(obj, "vPct", "V");
  const pPct = readPct(obj, "pPct", "P");
  const kPct = readPct(obj, "kPct", "K");
  if (vPct === null || pPct === null || kPct === null || vPct + pPct + kPct === 0) return { ...DEFAULT_PERCENTAGES };
  // A stored total is the weighted-points total from scoring, not a percentage sum, so keep it as saved.
  const total = readNumber(obj.total) ?? roundTo(vPct + pPct + kPct, 1);
  const [v, p, k] = roundShares([vPct, pPct, kPct]) as [number, number, number];
  return { vPct: v, pPct: p, kPct: k, total };
}

/** Complete when any of: non-empty bodyType; vPct + pPct + kPct (or V/P/K) above 0; ≥ 8 raw answer keys. */
export function isReportComplete(report: ReportLike | null | undefined): boolean {
  if (!report) return false;
  if (typeof report.bodyType === "string" && report.bodyType.trim() !== "") return true;

  // Deliberately not normalizePercentages: its 34/33/33 fallback would make every report look complete.
  const pct = readJsonObject(report.percentages);
  if (pct) {
    const sum = (readPct(pct, "vPct", "V") ?? 0) + (readPct(pct, "pPct", "P") ?? 0) + (readPct(pct, "kPct", "K") ?? 0);
    if (sum > 0) return true;
  }

  const raw = readJsonObject(report.rawAnswers);
  return raw !== null && Object.keys(raw).length >= REPORT_MIN_RAW_ANSWER_KEYS;
}
