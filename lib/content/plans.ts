/**
 * The report's Nourish Plan and Sound Sleep lists, keyed by dosha letter.
 */
import { PLANS } from "@/content/plans";

import { createContentLoader } from "./load";
import { doshaCodeSchema } from "@/lib/scoring/dosha-schemas";
import { PlansSchema, type Plan, type Plans } from "./schemas";

const loadPlans = createContentLoader("content/plans.ts", PlansSchema, PLANS);

/** Both plan lists: `{ nourish: { V, P, K }, sleep: { V, P, K } }`. */
export function getPlans(): Plans {
  return loadPlans();
}

function planFor(kind: keyof Plans, letter: string | null | undefined): Plan | null {
  const parsed = doshaCodeSchema.safeParse(letter?.trim().toUpperCase());
  return parsed.success ? getPlans()[kind][parsed.data] : null;
}

/** The Nourish Plan for a dosha letter (V, P or K, any case); null for anything else. */
export function getNourishPlan(letter: string | null | undefined): Plan | null {
  return planFor("nourish", letter);
}

/** The Sound Sleep list for a dosha letter (V, P or K, any case); null for anything else, e.g. "". */
export function getSoundSleepPlan(letter: string | null | undefined): Plan | null {
  return planFor("sleep", letter);
}
