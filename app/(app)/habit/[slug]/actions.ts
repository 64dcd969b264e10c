"use server";

import type { ActionResult } from "@/lib/action-result";
import { completeSkillForCurrentUser, type SkillCompletion } from "@/lib/habits/completion";

/** Saves a skill's answers for the signed-in user (checked against the skill's bundle), completes it and says what grew. */
export async function saveSkillAction(slug: string, input: unknown): Promise<ActionResult<SkillCompletion>> {
  return completeSkillForCurrentUser(slug, input);
}
