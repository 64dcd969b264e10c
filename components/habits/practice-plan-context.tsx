"use client";

import { createContext, useContext } from "react";
import type { ActionResult } from "@/lib/action-result";
import type { PlannedMoment } from "@/lib/habits/in-locale";
import type { PracticePlanInput } from "@/lib/validations/habits";

/** What a try-later view needs from the skill around it: the plans, the person's zone, and the action that sets one. */
export type PracticePlans = {
  plans: Record<string, PlannedMoment>;
  timeZone: string;
  /** The person has reminders on, so a planned moment brings one. */
  remindersOn: boolean;
  plan: (input: Omit<PracticePlanInput, "skill">) => Promise<ActionResult<PlannedMoment>>;
  setPlanned: (key: string, moment: PlannedMoment) => void;
};

export const PracticePlanContext = createContext<PracticePlans | null>(null);

export function usePracticePlans(): PracticePlans {
  const plans = useContext(PracticePlanContext);
  if (!plans) throw new Error("A try-later activity is shown inside a skill flow.");
  return plans;
}
