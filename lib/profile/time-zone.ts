import "server-only";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { getCurrentUser } from "@/lib/auth/session";
import { adoptDetectedTimeZone, setUserTimeZone } from "@/lib/data/users";
import { invalidInput } from "@/lib/validations/result";
import { timeZoneFormSchema } from "@/lib/validations/time-zone";
import { SIGNED_OUT } from "@/lib/auth/signed-out";

/** Saves the zone the signed-in person chose (on /profile, or by accepting their device's). */
export async function saveTimeZone(input: unknown): Promise<ActionResult<{ timeZone: string }>> {
  const parsed = timeZoneFormSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error, "That time zone could not be saved.");
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  if (!(await setUserTimeZone(current.user.id, parsed.data.timeZone))) return fail(401, SIGNED_OUT);
  return ok(parsed.data);
}

/**
 * Takes the browser's zone for a person who has none of their own yet (accounts made before
 * zones, or through a social provider). A zone they already have is never replaced here: that
 * needs their yes (saveTimeZone).
 */
export async function adoptDeviceTimeZone(input: unknown): Promise<ActionResult<{ adopted: boolean }>> {
  const parsed = timeZoneFormSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error, "That time zone could not be saved.");
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  return ok({ adopted: await adoptDetectedTimeZone(current.user.id, parsed.data.timeZone) });
}
