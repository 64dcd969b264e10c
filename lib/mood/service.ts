import "server-only";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { getCurrentUser } from "@/lib/auth/session";
import { createMoodCheck, saveMoodElement } from "@/lib/data/mood";
import { moodCheck, type MoodCheckResult } from "@/lib/scoring";
import { chooseElementSchema, moodCheckSchema } from "@/lib/validations/mood";
import { todayIn } from "@/lib/time/day";
import { invalidInput } from "@/lib/validations/result";
import type { MoodElementName } from "./element-names";
import { SIGNED_OUT } from "@/lib/auth/signed-out";

/**
 * Saves today's element for the signed-in user (a later choice the same day replaces it). Today is
 * the person's calendar day in their saved zone, so the element and the mood check beside it
 * always land on the same day, whatever clock the browser keeps.
 */
export async function chooseElement(input: unknown): Promise<ActionResult<{ element: MoodElementName; day: string }>> {
  const parsed = chooseElementSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error, "That element could not be saved.");
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  const row = await saveMoodElement(current.user.id, parsed.data.element, todayIn(current.user.timeZone));
  return ok({ element: row.element, day: row.day });
}

export type SavedMoodCheck = { id: string; createdAt: string; result: MoodCheckResult };

/** Scores the three sliders with the mood-check rules and saves the check and its result. */
export async function saveMoodCheck(input: unknown): Promise<ActionResult<SavedMoodCheck>> {
  const parsed = moodCheckSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error, "Each slider needs a whole number from 1 to 5.");
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  const { mind, body, temperature } = parsed.data;
  const result = moodCheck({ mind, body, temp: temperature });
  const row = await createMoodCheck({
    userId: current.user.id,
    mind,
    body,
    temperature,
    acute: result.acute,
    companion: result.companion,
    result,
  });
  return ok({ id: row.id, createdAt: row.createdAt.toISOString(), result });
}
