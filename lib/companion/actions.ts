"use server";

import type { ActionResult } from "@/lib/action-result";
import { clearConversation, loadConversation, sendCompanionMessage, type ConversationMessage, type SentMessage } from "./service";

/** The signed-in person's conversation with their companion (read when the Buddy tab opens). */
export async function loadConversationAction(): Promise<ActionResult<{ messages: ConversationMessage[] }>> {
  return loadConversation();
}

/** Sends a message to the companion and returns it with the companion's answer. */
export async function sendCompanionMessageAction(input: unknown): Promise<ActionResult<SentMessage>> {
  return sendCompanionMessage(input);
}

/** Clears the signed-in person's conversation (after their confirmation). */
export async function clearConversationAction(input: unknown): Promise<ActionResult<{ deleted: number }>> {
  return clearConversation(input);
}
