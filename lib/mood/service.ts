import "server-only";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { getCurrentUser } from "@/lib/auth/session";
import { createMoodCheck, saveMoodElement } from "@/lib/data/mood";
import { moodCheck, type MoodCheckResult } from "@/lib/scoring";
import { chooseElementSchema, moodCheckSchema } from "@/lib/validations/mood";
import { invalidInput } from "@/lib/validations/result";
import type { MoodElementName } from "./element-names";

const SIGNED_OUT = "Please log in again first.";
const DAY_MS = 86_400_000;

/** A browser's local day is at most about a day away from the server's UTC day; anything else is not today. */
function isAroundToday(day: string, now = Date.now()): boolean {
  return Math.abs(Date.parse(`${day}T12:00:00Z`) - now) <= 1.5 * DAY_MS;
}

/** Saves today's element for the signed-in user (a later choice the same day replaces it). */
export async function chooseElement(input: unknown): Promise<ActionResult<{ element: MoodElementName; day: string }>> {
  const parsed = chooseElementSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error, "That element could not be saved.");
  if (!isAroundToday(parsed.data.day)) return fail(422, "The element can only be chosen for today.", { day: ["Not today"] });
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  const row = await saveMoodElement(current.user.id, parsed.data.element, parsed.data.day);
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
