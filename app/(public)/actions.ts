"use server";

import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/session";
import { markGreetingDone } from "@/lib/data/users";

/** Where leaving the greeting leads: finished, to the questions; skipped, to the onboarding intro. */
const LEAVE_TO = { questions: "/questions/onboarding", intro: "/intro" } as const;

/**
 * Leaving the greeting, finished or skipped: kept on the account, so / does not greet the person
 * again (docs/decisions/0030). A plain form's action, so it works before the page's script has
 * loaded and without it (docs/decisions/0040).
 */
export async function leaveGreetingAction(formData: FormData): Promise<void> {
  const to = formData.get("to") === "questions" ? "questions" : "intro";
  const current = await getCurrentUser();
  if (current) await markGreetingDone(current.user.id);
  redirect(LEAVE_TO[to]);
}
