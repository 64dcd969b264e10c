/**
 * How a saved body type reads: the code, support and leading dosha the report and dashboard show
 * ({ bodyType, percentages } of the report or of an onboarding result), and the plain sentences of
 * a close call. Pure and lenient about older stored shapes; the rules themselves are lib/scoring's.
 */
import { bodyTypeFromPercentages, DOSHA_CODES, measureBodyType, normalizePercentages, type CloseCall, type DoshaCode, type Percentages } from "@/lib/scoring";

export type BodyTypeView = {
  /** The code as saved (e.g. "PV"), or worked out from the percentages when none was saved. */
  code: string;
  /** The support dosha of a dual code (third ≥ 20), e.g. "K"; null otherwise. */
  support: DoshaCode | null;
  /** One decimal each, adding up to exactly 100 (normalizePercentages), as they are shown side by side. */
  percentages: Percentages;
  /** The dosha with the highest percentage (ties V, P, K). */
  leading: DoshaCode;
};

/** Only the leading run of V/P/K letters counts, so "pv (K support)" reads as "PV". */
function readCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const run = /^[vpk]+/i.exec(value.trim())?.[0];
  return run ? run.toUpperCase() : null;
}

export function bodyTypeView(input: { bodyType?: unknown; percentages?: unknown } | null | undefined): BodyTypeView {
  const percentages = normalizePercentages(input?.percentages);
  const computed = bodyTypeFromPercentages(percentages);
  const code = readCode(input?.bodyType) ?? computed.code;
  const [top] = measureBodyType(percentages).ranked;
  return {
    code,
    // A support tag belongs to the code the rule gives; an older saved code keeps none.
    support: code === computed.code ? computed.support : null,
    percentages,
    leading: DOSHA_CODES[top],
  };
}

/** "PV · K support", or just the code. */
export function bodyTypeLabel(view: Pick<BodyTypeView, "code" | "support">): string {
  return view.support ? `${view.code} · ${view.support} support` : view.code;
}

const pct = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
const pts = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} ${value === 1 ? "point" : "points"}`;

/**
 * Plain-language details for a close call, one short sentence per nearby line, e.g.
 * "Your top two doshas are 9.5 points apart (10 is the line between one dosha leading and two
 * sharing the lead)." The lead and gap rules measure the same gap against the same line, so they
 * give one sentence. Empty when not close.
 */
export function describeCloseCall(result: CloseCall): string[] {
  const lines = result.hits.map(({ rule, value, threshold }) => {
    switch (rule) {
      case "tri-spread":
        return `Your highest and lowest doshas are ${pts(value)} apart (${threshold} or less reads as a balanced VPK type).`;
      case "single-top":
        return `Your leading dosha is at ${pct(value)} (${pct(threshold)} or more can read as a single-dosha type).`;
      case "single-lead":
      case "dual-gap":
        return `Your top two doshas are ${pts(value)} apart (${threshold} is the line between one dosha leading and two sharing the lead).`;
      case "dual-sum":
        return `Your top two doshas add up to ${pct(value)} (${pct(threshold)} or more can read as a two-dosha type).`;
      case "dual-order":
        return value === 0 ? "Your top two doshas are level, so either could lead." : `Your top two doshas are only ${pts(value)} apart, so either could lead.`;
      case "support":
        return `Your third dosha is at ${pct(value)} (${pct(threshold)} or more shows as a support tag).`;
    }
  });
  return [...new Set(lines)];
}
