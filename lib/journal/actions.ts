"use server";

import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/action-result";
import { orUnavailable } from "@/lib/errors/unavailable";
import { editJournalEntry, removeJournalEntry, saveJournalEntry, type SavedEntryWithSupport } from "./service";

/** Saves a new journal entry for the signed-in user. */
export async function saveJournalEntryAction(input: unknown): Promise<ActionResult<SavedEntryWithSupport>> {
  const result = await orUnavailable(() => saveJournalEntry(input));
  if (result.ok) revalidatePath("/reflection");
  return result;
}

/** Edits the text of the signed-in user's own entry. */
export async function editJournalEntryAction(input: unknown): Promise<ActionResult<SavedEntryWithSupport>> {
  const result = await orUnavailable(() => editJournalEntry(input));
  if (result.ok) revalidatePath("/reflection");
  return result;
}

/** Deletes the signed-in user's own entry. */
export async function deleteJournalEntryAction(input: unknown): Promise<ActionResult<null>> {
  const result = await orUnavailable(() => removeJournalEntry(input));
  if (result.ok) revalidatePath("/reflection");
  return result;
}
