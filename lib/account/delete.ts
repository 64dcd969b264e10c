import "server-only";
import { headers } from "next/headers";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { signOut } from "@/lib/auth";
import { clientIp } from "@/lib/auth/client-ip";
import { verifyPassword } from "@/lib/auth/password";
import { loginBlocked, recordLoginFailure, TOO_MANY_ATTEMPTS } from "@/lib/auth/rate-limit";
import { getCurrentUser } from "@/lib/auth/session";
import { deleteUser } from "@/lib/data/users";

export const DELETE_CONFIRMATION_WRONG = "That does not match. Nothing was deleted.";

/**
 * Deletes the signed-in account and everything in it, after the person confirms with their
 * password (or, for an account that only ever used a social login, by typing their email).
 */
export async function deleteCurrentAccount(input: unknown): Promise<ActionResult<null>> {
  const current = await getCurrentUser();
  if (!current) return fail(401, "Please log in again first.");
  const confirmation = typeof (input as { confirmation?: unknown } | null)?.confirmation === "string" ? (input as { confirmation: string }).confirmation : "";
  const { user } = current;
  const ip = clientIp(await headers());
  if (await loginBlocked(ip, user.email)) return fail(429, TOO_MANY_ATTEMPTS);
  const confirmed = user.passwordHash
    ? await verifyPassword(user.passwordHash, confirmation.trim())
    : confirmation.trim().toLowerCase() === user.email;
  if (!confirmed) {
    await recordLoginFailure(ip, user.email);
    return fail(403, DELETE_CONFIRMATION_WRONG, { confirmation: [DELETE_CONFIRMATION_WRONG] });
  }
  await deleteUser(user.id);
  await signOut({ redirect: false });
  return ok(null);
}
