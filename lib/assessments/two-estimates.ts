/**
 * The report shows two estimates of a person's nature that can disagree: the body type from the
 * onboarding questions and the constitution from the Prakriti short form. This says which is which
 * and, in plain words, how they relate, so a difference reads as two views rather than an error.
 * Pure: the codes in, sentences out.
 */
import { constitutionLabel, type BodyTypeCode } from "@/lib/scoring";

export type EstimatesRelation = "same" | "same-lead" | "different";

export type TwoEstimates = { relation: EstimatesRelation; bodyType: string; prakriti: string; lines: string[] };

/** "VPK" → "VPK, tri-doshic"; "PV" → "PV (Pitta + Vata)". */
function named(code: BodyTypeCode): string {
  return code === "VPK" ? "VPK, tri-doshic" : `${code} (${constitutionLabel(code)})`;
}

/** Both codes list their doshas top first; a tri-doshic code has no single lead. */
export function relateEstimates(bodyType: BodyTypeCode, prakriti: BodyTypeCode): EstimatesRelation {
  if (bodyType === prakriti) return "same";
  if (bodyType !== "VPK" && prakriti !== "VPK" && bodyType[0] === prakriti[0]) return "same-lead";
  return "different";
}

/** The note's sentences for a body-type code and a Prakriti code. */
export function describeTwoEstimates(bodyType: BodyTypeCode, prakriti: BodyTypeCode): TwoEstimates {
  const relation = relateEstimates(bodyType, prakriti);
  const lines = [
    `Your body type, ${named(bodyType)}, comes from the 18 onboarding questions about your body, digestion and sleep, each weighted by how much it says about your nature.`,
    `Your Prakriti, ${named(prakriti)}, comes from the 14-row short form, where each pick of one or two descriptions counts the same.`,
  ];
  if (relation === "same") {
    lines.push("Here both point the same way, which makes this reading a steadier one.");
  } else {
    lines.push(
      relation === "same-lead" ? "They agree on what leads and differ on what follows." : "They read differently, and that is common.",
      "Different questions, weighted differently, can tip a close balance either way, and how you are lately colours some answers more than others. Notice where each one rings true; both are estimates, and retaking either adds to your history.",
    );
  }
  return { relation, bodyType: named(bodyType), prakriti: named(prakriti), lines };
}
