"use server";

import { redirect } from "next/navigation";
import type { ActionResult } from "@/lib/action-result";
import { forReader } from "@/lib/i18n/server-messages";
import { failedForm, formFields, isEnhanced, type FormState } from "@/lib/forms/form-state";
import { COMPANION_PATH } from "./companions";
import { clearConversation, loadConversation, sendCompanionMessage, type ConversationMessage, type SentMessage } from "./service";

/** The signed-in person's conversation with their companion (read when the Buddy tab opens). */
export async function loadConversationAction(): Promise<ActionResult<{ messages: ConversationMessage[] }>> {
  return forReader(() => loadConversation());
}

/**
 * Sends the reply form's message (typed, or a suggestion's button) to the companion and answers it
 * with the companion's reply. Posted without the script it goes on to the conversation's own page,
 * which shows both (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export async function sendCompanionMessageAction(_state: FormState<SentMessage>, formData: FormData): Promise<FormState<SentMessage>> {
  const result = await forReader(() => sendCompanionMessage(formFields(formData)));
  if (!result.ok) return failedForm(result, formData);
  if (!isEnhanced(formData)) redirect(COMPANION_PATH);
  return { status: "done", data: result.data };
}

/**
 * Clears the signed-in person's conversation once they confirmed (the form's `confirm` field):
 * in place, or from its own confirmation page, which posted without the script goes back to the
 * conversation's page.
 */
export async function clearConversationAction(_state: FormState<{ deleted: number }>, formData: FormData): Promise<FormState<{ deleted: number }>> {
  const result = await forReader(() => clearConversation(formFields(formData, { flags: ["confirm"] })));
  if (!result.ok) return failedForm(result, formData);
  if (!isEnhanced(formData)) redirect(COMPANION_PATH);
  return { status: "done", data: result.data };
}
