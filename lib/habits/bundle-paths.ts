/**
 * Where a skill's activities live: content/packs/program/habits/{habit}/{stage}/{variant}.bundle.json.
 * The user's own body-type file wins (a dual type then tries its leading dosha), else `base`.
 */
import type { StageName } from "@/lib/content/schemas/habits";

export const PACKS_ROOT = "content/packs/program/habits";

/** Variant file names to try, most specific first: "PV" → ["pv", "p", "base"]; none → ["base"]. */
export function bundleVariants(bodyType: string | null | undefined): string[] {
  const code = (bodyType ?? "").trim().toLowerCase();
  const variants: string[] = [];
  if (/^[vpk]{1,3}$/.test(code)) {
    variants.push(code);
    if (code.length === 2) variants.push(code[0]!);
  }
  variants.push("base");
  return variants;
}

/** The relative paths tried for one skill, in order. */
export function bundlePaths(habitSlug: string, stage: StageName, bodyType: string | null | undefined): string[] {
  return bundleVariants(bodyType).map((variant) => `${PACKS_ROOT}/${habitSlug}/${stage.toLowerCase()}/${variant}.bundle.json`);
}

/** The key of a skill inside a bundle: skill-1, skill-2, … (its order in the habit). */
export function skillKey(skillOrder: number): string {
  return `skill-${skillOrder}`;
}
