/**
 * Delete account: the confirmation as the action reads it. Whether it matches is the server's
 * business (the password as typed, or a recent sign-in for accounts without one), so the schema
 * only checks its shape; the form in the browser has nothing more to check than that something
 * was typed, and leaves zod out of its page's first load.
 */
import * as z from "zod/mini";

export const deleteAccountSchema = z.object({ confirmation: z.string() });

/** The confirmation sent, or "" for anything that is not a string (which then matches nothing). */
export function readConfirmation(input: unknown): string {
  const parsed = deleteAccountSchema.safeParse(input);
  return parsed.success ? parsed.data.confirmation : "";
}
