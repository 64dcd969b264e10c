import { z } from "zod";
import { uuidV7Time } from "@/lib/offline/credited-time";
import { chooseElementSchema, journalEntrySchema, moodCheckSchema } from "./mood";

const NOT_A_DEVICE_ID = "Each item needs the id made on the device (a UUIDv7).";

/** What every item written without a connection carries besides its own fields (lib/offline/outbox.ts). */
const envelope = {
  id: z.string().refine((id) => uuidV7Time(id) !== null, NOT_A_DEVICE_ID),
  writtenAt: z.iso.datetime({ offset: true, error: "When it was written is missing." }),
  timeZone: z.string().max(64),
  /** The account the device wrote it for (lib/offline/owner.ts); it must be the session's. */
  owner: z.string().min(1, "Whose item this is is missing.").max(64),
};

/**
 * One item from the device's outbox, as POST /api/offline-items reads it. Its fields are checked
 * by the very schemas the online forms' actions use, so an item is kept only if the form would have
 * kept it.
 */
export const offlineItemSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("mood-check"), ...envelope, fields: moodCheckSchema }),
  z.object({ kind: z.literal("element"), ...envelope, fields: chooseElementSchema }),
  z.object({ kind: z.literal("journal"), ...envelope, fields: journalEntrySchema }),
]);
