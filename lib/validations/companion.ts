import { z } from "zod";
import { COMPANION_MESSAGE_MAX } from "@/lib/companion/limits";

const COMPANION_MESSAGE_EMPTY = "Write a few words first.";
const COMPANION_MESSAGE_TOO_LONG = `Please keep a message under ${COMPANION_MESSAGE_MAX} characters.`;
const COMPANION_MESSAGE_UNREADABLE = "That message holds characters that cannot be saved. Please retype it.";

// NUL and unpaired UTF-16 surrogates cannot be stored as Postgres text.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** One message typed (or picked from the suggestions) to the companion. */
export const companionMessageSchema = z.object({
  text: z
    .string({ error: COMPANION_MESSAGE_EMPTY })
    .trim()
    .min(1, COMPANION_MESSAGE_EMPTY)
    .max(COMPANION_MESSAGE_MAX, COMPANION_MESSAGE_TOO_LONG)
    .refine((text) => !UNSTORABLE.test(text), COMPANION_MESSAGE_UNREADABLE),
});

/** Clearing the conversation needs the person's explicit yes. */
export const clearConversationSchema = z.object({ confirm: z.literal(true, { error: "Please confirm first." }) });
