"use server";

import type { ActionResult } from "@/lib/action-result";
import { saveSkillForCurrentUser, type SavedSkill } from "@/lib/habits/save";

/** Saves a skill's answers for the signed-in user (checked against the skill's bundle) and completes it. */
export async function saveSkillAction(slug: string, input: unknown): Promise<ActionResult<SavedSkill>> {
  return saveSkillForCurrentUser(slug, input);
}
