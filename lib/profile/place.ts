import "server-only";
import { requestWords } from "@/lib/i18n/words";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { getCurrentUser } from "@/lib/auth/session";
import { setUserPlace } from "@/lib/data/users";
import { chosenCity } from "@/lib/places";
import { invalidInput } from "@/lib/validations/result";
import { placeFormSchema } from "@/lib/validations/place";

/**
 * Saves the city the signed-in person chose for their sunrise: one of their zone's nearer cities
 * (lib/places), or "" for the zone's principal city again. A city of another zone is refused.
 */
export async function savePlace(input: unknown): Promise<ActionResult<{ place: string }>> {
  const t = await requestWords("Place");
  const parsed = placeFormSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error, t("notInZone"));
  const current = await getCurrentUser();
  if (!current) return fail(401, t("signedOut"));
  const { place } = parsed.data;
  if (place && !chosenCity(current.user.timeZone, place)) return fail(422, t("notInZone"), { place: [t("notInZone")] });
  if (!(await setUserPlace(current.user.id, place || null))) return fail(401, t("signedOut"));
  return ok({ place });
}
