import "server-only";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { getCurrentUser } from "@/lib/auth/session";
import { saveVisitorPreferences } from "@/lib/data/visitor-onboarding";
import { VisitorDraftSchema } from "@/lib/validations/visitor-onboarding";
import { SIGNED_OUT } from "@/lib/auth/signed-out";

/** Saves the signed-in user's landing-page draft to their account (validated against the content). */
export async function saveVisitorDraftForSession(input: unknown): Promise<ActionResult<{ track: string }>> {
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  const parsed = VisitorDraftSchema.safeParse(input);
  if (!parsed.success) return fail(400, "Those onboarding answers could not be read.");
  const saved = await saveVisitorPreferences(current.user.id, parsed.data);
  return ok({ track: saved.track });
}
