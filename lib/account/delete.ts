import "server-only";
import { headers } from "next/headers";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { signOut } from "@/lib/auth";
import { clientIp } from "@/lib/auth/client-ip";
import { countLoginAttempt, forgetEmailRateLimits, TOO_MANY_ATTEMPTS } from "@/lib/auth/rate-limit";
import { recordSecurityEvent } from "@/lib/auth/security-events";
import { getCurrentUser } from "@/lib/auth/session";
import { deleteOutboxFor } from "@/lib/data/outbox";
import { deleteUser } from "@/lib/data/users";
import { deletionConfirmed } from "./confirm-deletion";
import { readConfirmation } from "@/lib/validations/delete-account";
import { SIGNED_OUT } from "@/lib/auth/signed-out";

/**
 * Deletes the signed-in account and everything in it, after the person confirms with their
 * password (or, for an account without one, a sign-in within the last 10 minutes). Mails in the
 * outbox and rate-limit counters keyed by the email go too.
 */
export async function deleteCurrentAccount(input: unknown): Promise<ActionResult<null>> {
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  const confirmation = readConfirmation(input);
  const { user, claims } = current;
  const ip = clientIp(await headers());
  if (user.passwordHash && (await countLoginAttempt(ip, user.email)).limited) return fail(429, TOO_MANY_ATTEMPTS);
  const confirmed = await deletionConfirmed(user, claims.lat, confirmation);
  if (!confirmed.ok) return fail(403, confirmed.message, { confirmation: [confirmed.message] });
  // The row goes with the account (cascade); the log line stays as the record that it happened.
  await recordSecurityEvent(user.id, "account_deleted", ip);
  await deleteUser(user.id);
  await Promise.all([deleteOutboxFor(user.email), forgetEmailRateLimits(user.email)]);
  await signOut({ redirect: false });
  return ok(null);
}
