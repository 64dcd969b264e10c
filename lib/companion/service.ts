import "server-only";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { getCurrentUser } from "@/lib/auth/session";
import { clearCompanionMessages, createCompanionMessages, listCompanionMessages, type CompanionMessage } from "@/lib/data/companion";
import { listMoodChecks } from "@/lib/data/mood";
import { clearConversationSchema, companionMessageSchema } from "@/lib/validations/companion";
import { invalidInput } from "@/lib/validations/result";
import { companionFromDisplayName, type CompanionName } from "./companions";
import { crisisSupportFor, type CrisisSupport } from "./crisis-support";
import { replyTo } from "./reply";
import { localeOf } from "@/lib/i18n/request-locale";
import { SIGNED_OUT } from "@/lib/auth/signed-out";

/** How much of the conversation the Buddy tab shows (the export has all of it). */
const CONVERSATION_SHOWN = 60;

/** A message as the browser gets it. */
export type ConversationMessage = Omit<CompanionMessage, "createdAt"> & { createdAt: string };

const toView = (m: CompanionMessage): ConversationMessage => ({ ...m, createdAt: m.createdAt.toISOString() });

/** The companion the person meets: the one their latest mood check chose (Shanti before any check). */
async function currentCompanion(userId: string): Promise<CompanionName> {
  const [latest] = await listMoodChecks(userId, 1);
  return companionFromDisplayName(latest?.companion ?? "Shanti");
}

/** The signed-in person's conversation, oldest first (the newest CONVERSATION_SHOWN messages). */
export async function loadConversation(): Promise<ActionResult<{ messages: ConversationMessage[] }>> {
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  const messages = await listCompanionMessages(current.user.id, CONVERSATION_SHOWN);
  return ok({ messages: messages.map(toView) });
}

/** The conversation's own page (/companion): who the person talks with, and the conversation so far. */
export async function loadCompanionCorner(userId: string): Promise<{ companion: CompanionName; messages: ConversationMessage[] }> {
  const [companion, messages] = await Promise.all([currentCompanion(userId), listCompanionMessages(userId, CONVERSATION_SHOWN)]);
  return { companion, messages: messages.map(toView) };
}

export type SentMessage = { messages: ConversationMessage[]; crisis: CrisisSupport | null };

/**
 * Stores what the person said and the companion's answer (both encrypted), and returns them.
 * Words of crisis come back with the help lines.
 */
export async function sendCompanionMessage(input: unknown): Promise<ActionResult<SentMessage>> {
  const parsed = companionMessageSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error, "The message was not sent.");
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  const { user } = current;
  const [companion, recent, locale] = await Promise.all([currentCompanion(user.id), listCompanionMessages(user.id, CONVERSATION_SHOWN), localeOf(user)]);
  const replies = recent.filter((m) => m.author === "companion");
  const last = replies.at(-1);
  const reply = replyTo(parsed.data.text, {
    companion,
    firstName: user.firstName,
    turn: replies.length,
    previous: last?.topic ? { topic: last.topic, offer: last.offer ?? null } : null,
    locale,
  });
  const saved = await createCompanionMessages(user.id, [
    { author: "person", companion, body: { text: parsed.data.text } },
    { author: "companion", companion, body: reply },
  ]);
  return ok({ messages: saved.map(toView), crisis: crisisSupportFor(parsed.data.text) });
}

/** Deletes the signed-in person's whole conversation, once they have confirmed. */
export async function clearConversation(input: unknown): Promise<ActionResult<{ deleted: number }>> {
  const parsed = clearConversationSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error, "Please confirm first.");
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  return ok({ deleted: await clearCompanionMessages(current.user.id) });
}
