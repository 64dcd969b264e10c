import "server-only";
import { headers } from "next/headers";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { endUserSessionsExcept } from "@/lib/data/sessions";
import { endDeviceSchema } from "@/lib/validations/sessions";
import { invalidInput } from "@/lib/validations/result";
import { clientIp } from "./client-ip";
import { recordSecurityEvent } from "./security-events";
import { getCurrentUser } from "./session";
import { endSessionRow } from "./session-rows";

const NOT_SIGNED_IN = "Please log in again.";

/**
 * Ends one other session of the signed-in person: its next request is refused. This device's own
 * session ends with Logout, which also clears this browser.
 */
export async function endDevice(input: unknown): Promise<ActionResult<null>> {
  const parsed = endDeviceSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error, "Choose a device to sign out.");
  const current = await getCurrentUser();
  if (!current) return fail(401, NOT_SIGNED_IN);
  const { sessionId } = parsed.data;
  if (sessionId === current.claims.sid) return fail(400, "That is this device: use Logout to sign out here.");
  // Scoped to the person: another account's session id is "already signed out", never ended.
  if (!(await endSessionRow(current.user.id, sessionId, "ended_elsewhere"))) return fail(404, "That device is already signed out.");
  return ok(null);
}

/** Ends every session of the signed-in person but this one; how many ended. */
export async function endOtherDevices(): Promise<ActionResult<{ ended: number }>> {
  const current = await getCurrentUser();
  if (!current) return fail(401, NOT_SIGNED_IN);
  const ended = await endUserSessionsExcept(current.user.id, current.claims.sid, "ended_elsewhere");
  if (ended > 0) await recordSecurityEvent(current.user.id, "sessions_ended_others", clientIp(await headers()));
  return ok({ ended });
}
