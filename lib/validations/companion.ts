import { z } from "zod";
import { COMPANION_MESSAGE_MAX } from "@/lib/companion/limits";
import { isLongerThan } from "@/lib/text/visible-length";
import { isStorableText, UNSTORABLE_TEXT } from "./storable-text";

const COMPANION_MESSAGE_EMPTY = "Write a few words first.";
const COMPANION_MESSAGE_TOO_LONG = `Please keep a message under ${COMPANION_MESSAGE_MAX} characters.`;

/** One message typed (or picked from the suggestions) to the companion. */
export const companionMessageSchema = z.object({
  text: z
    .string({ error: COMPANION_MESSAGE_EMPTY })
    .trim()
    .min(1, COMPANION_MESSAGE_EMPTY)
    .refine((text) => !isLongerThan(text, COMPANION_MESSAGE_MAX), COMPANION_MESSAGE_TOO_LONG)
    .refine(isStorableText, UNSTORABLE_TEXT),
});

/** Clearing the conversation needs the person's explicit yes. */
export const clearConversationSchema = z.object({ confirm: z.literal(true, { error: "Please confirm first." }) });
