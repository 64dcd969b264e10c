"use server";

import type { ActionResult } from "@/lib/action-result";
import { sendContactMessage } from "@/lib/contact/send";

/** Stores a contact message (rate limited) and mails it to CONTACT_TO when that is set. */
export async function sendContactMessageAction(input: unknown): Promise<ActionResult<{ message: string }>> {
  return sendContactMessage(input);
}
