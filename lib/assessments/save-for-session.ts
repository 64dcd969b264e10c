import "server-only";
import { fail, type ActionResult } from "@/lib/action-result";
import { updateSession } from "@/lib/auth";
import { getCurrentUser } from "@/lib/auth/session";
import { applySessionPersistence } from "@/lib/auth/session-cookie";
import { submitAssessment, type SubmittedAssessment } from "./submit";

/**
 * Saves a submission for the signed-in user. After onboarding the session's report-complete
 * claim is re-issued at once, so proxy.ts lets the dashboard open without another login.
 */
export async function submitForCurrentUser(input: unknown): Promise<ActionResult<SubmittedAssessment>> {
  const current = await getCurrentUser();
  if (!current) return fail(401, "Please log in again to save your answers.");
  const result = await submitAssessment(current.user.id, input);
  if (result.ok && result.data.kind === "onboarding" && !current.claims.rc) {
    await updateSession({});
    await applySessionPersistence(current.claims.rm);
  }
  return result;
}
