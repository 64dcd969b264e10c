"use server";

import type { ActionResult } from "@/lib/action-result";
import type { CrisisSupport } from "@/lib/companion/crisis-support";
import { sendContactMessage } from "@/lib/contact/send";

/** Stores a contact message (rate limited) and mails it to CONTACT_TO when that is set. */
export async function sendContactMessageAction(input: unknown): Promise<ActionResult<{ message: string; crisis: CrisisSupport | null }>> {
  return sendContactMessage(input);
}
