"use server";

import type { CrisisSupport } from "@/lib/companion/crisis-support";
import { sendContactMessage } from "@/lib/contact/send";
import { failedForm, formFields, type FormState } from "@/lib/forms/form-state";

type Sent = FormState<{ message: string; crisis: CrisisSupport | null }>;

/** Stores a contact message (rate limited) and mails it to CONTACT_TO when that is set. */
export async function sendContactMessageAction(_state: Sent, formData: FormData): Promise<Sent> {
  const result = await sendContactMessage(formFields(formData));
  return result.ok ? { status: "done", data: result.data } : failedForm(result, formData);
}
