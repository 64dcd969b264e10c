/**
 * Where a skill's activities live: content/packs/program/habits/{habit}/{stage}/{variant}.bundle.json.
 * A current imbalance's file wins (what is out of balance now is what a practice should settle),
 * then the user's own body-type file (a dual type then tries its leading dosha), else `base`.
 */
import type { StageName } from "@/lib/content/schemas/habits";

export const PACKS_ROOT = "content/packs/program/habits";

/**
 * Variant file names to try, most specific first: "PV" → ["pv", "p", "base"]; none → ["base"];
 * "PV" with a Kapha imbalance (its strongest dosha first) → ["k", "pv", "p", "base"].
 */
export function bundleVariants(bodyType: string | null | undefined, imbalance: readonly string[] = []): string[] {
  const code = (bodyType ?? "").trim().toLowerCase();
  const variants: string[] = [];
  const strongest = (imbalance[0] ?? "").toLowerCase();
  if (/^[vpk]$/.test(strongest)) variants.push(strongest);
  if (/^[vpk]{1,3}$/.test(code)) {
    variants.push(code);
    if (code.length === 2) variants.push(code[0]!);
  }
  variants.push("base");
  return [...new Set(variants)];
}

/** The relative paths tried for one skill, in order. */
export function bundlePaths(habitSlug: string, stage: StageName, bodyType: string | null | undefined, imbalance: readonly string[] = []): string[] {
  return bundleVariants(bodyType, imbalance).map((variant) => `${PACKS_ROOT}/${habitSlug}/${stage.toLowerCase()}/${variant}.bundle.json`);
}

/** The key of a skill inside a bundle: skill-1, skill-2, … (its order in the habit). */
export function skillKey(skillOrder: number): string {
  return `skill-${skillOrder}`;
}
