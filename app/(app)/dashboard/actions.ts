"use server";

import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/action-result";
import { orUnavailable } from "@/lib/errors/unavailable";
import type { MoodElementName } from "@/lib/mood/element-names";
import { chooseElement, saveMoodCheck, type SavedMoodCheck } from "@/lib/mood/service";

/** Saves today's mood element for the signed-in user. */
export async function chooseElementAction(input: unknown): Promise<ActionResult<{ element: MoodElementName; day: string }>> {
  const result = await orUnavailable(() => chooseElement(input));
  if (result.ok) revalidatePath("/reflection");
  return result;
}

/** Saves a daily mood check and returns its result panel. */
export async function saveMoodCheckAction(input: unknown): Promise<ActionResult<SavedMoodCheck>> {
  return orUnavailable(() => saveMoodCheck(input));
}
