/**
 * Reads a saved body type ({ bodyType, percentages } of the report or of an onboarding result)
 * into what the report and dashboard show. Pure; lenient about older stored shapes.
 */
import {
  bodyTypeFromPercentages,
  DOSHA_CODES,
  normalizePercentages,
  sortDoshas,
  type DoshaCode,
  type Percentages,
} from "@/lib/scoring";

export type BodyTypeView = {
  /** The code as saved (e.g. "PV"), or worked out from the percentages when none was saved. */
  code: string;
  /** The support dosha of a dual code (third ≥ 20), e.g. "K"; null otherwise. */
  support: DoshaCode | null;
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
  const [top = "v"] = sortDoshas({ v: percentages.vPct, p: percentages.pPct, k: percentages.kPct });
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
