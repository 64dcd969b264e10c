import "server-only";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { getCurrentUser } from "@/lib/auth/session";
import { keepSyncedJournalEntry } from "@/lib/data/journal";
import { keepSyncedMoodCheck, keepSyncedMoodElement, type SyncedKeep } from "@/lib/data/mood";
import { moodCheck } from "@/lib/scoring";
import { offlineItemSchema } from "@/lib/validations/offline";
import { invalidInput } from "@/lib/validations/result";
import { creditedDay, creditedInstant } from "./credited-time";
import { ITEM_ID_IN_USE, ITEM_NOT_KEPT } from "./refusals";
import { SIGNED_OUT } from "@/lib/auth/signed-out";

const ANOTHER_ACCOUNTS_ITEM = "This was written on this device for another account; it waits for that account.";

/** What the device learns of an item it sent: kept now or before, and the day it counts on. */
export type KeptItem = { id: string; kept: "new" | "again"; day: string };

/**
 * Keeps one item written without a connection (a mood check, an element, a journal entry) for the
 * signed-in person, once, on the day it was written (./credited-time.ts). The fields are checked as
 * the online forms check them; the mood check is scored here with the same rule as online.
 */
export async function keepOfflineItem(input: unknown, receivedAt: Date = new Date()): Promise<ActionResult<KeptItem>> {
  const parsed = offlineItemSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error, ITEM_NOT_KEPT);
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  const { user } = current;
  const item = parsed.data;
  // Written on this device while another account was signed in: never kept for this one.
  if (item.owner !== user.id) return fail(409, ANOTHER_ACCOUNTS_ITEM, { owner: [ANOTHER_ACCOUNTS_ITEM] });
  const at = creditedInstant({ id: item.id, writtenAt: item.writtenAt, receivedAt, accountCreatedAt: user.createdAt });
  const day = creditedDay(at, item.timeZone, user.timeZone);
  let kept: SyncedKeep;
  if (item.kind === "mood-check") {
    const { mind, body, temperature } = item.fields;
    const result = moodCheck({ mind, body, temp: temperature });
    kept = await keepSyncedMoodCheck({
      id: item.id,
      userId: user.id,
      mind,
      body,
      temperature,
      acute: result.acute,
      companion: result.companion,
      result,
      createdAt: at,
    });
  } else if (item.kind === "element") {
    kept = await keepSyncedMoodElement({ id: item.id, userId: user.id, element: item.fields.element, day, writtenAt: at });
  } else {
    kept = await keepSyncedJournalEntry(user.id, { id: item.id, text: item.fields.text, element: item.fields.element, writtenAt: at });
  }
  return kept === "refused" ? fail(409, ITEM_ID_IN_USE) : ok({ id: item.id, kept, day });
}
