"use server";

import type { ActionResult } from "@/lib/action-result";
import { forReader } from "@/lib/i18n/server-messages";
import { saveVisitorDraftForSession } from "./save-visitor-draft";

/** Saves the landing-page draft to the signed-in account (called from the browser after signup or login). */
export async function saveVisitorDraftAction(input: unknown): Promise<ActionResult<{ track: string }>> {
  return forReader(() => saveVisitorDraftForSession(input));
}
