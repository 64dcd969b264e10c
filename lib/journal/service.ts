import "server-only";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { notFound } from "next/navigation";
import { getCurrentUser, requireUser } from "@/lib/auth/session";
import { crisisSupportFor, type CrisisSupport } from "@/lib/companion/crisis-support";
import { createJournalEntry, deleteJournalEntry, getJournalEntry, updateJournalEntry, type JournalEntry } from "@/lib/data/journal";
import type { User } from "@/lib/data/users";
import { journalDeleteSchema, journalEditSchema, journalEntrySchema } from "@/lib/validations/mood";
import { invalidInput } from "@/lib/validations/result";
import { SIGNED_OUT } from "@/lib/auth/signed-out";

const NOT_FOUND = "That entry was not found. It may have been deleted.";

type SavedEntry = { id: string; text: string; element: string | null; createdAt: string; updatedAt: string };
/** A saved entry, with the help lines when its words sound like crisis (the entry is saved either way). */
export type SavedEntryWithSupport = SavedEntry & { crisis: CrisisSupport | null };

const toSaved = (e: { id: string; text: string; element: string | null; createdAt: Date; updatedAt: Date }): SavedEntry => ({
  ...e,
  createdAt: e.createdAt.toISOString(),
  updatedAt: e.updatedAt.toISOString(),
});

/** Saves a new journal entry for the signed-in user (text trimmed, 1-5,000 characters). */
export async function saveJournalEntry(input: unknown): Promise<ActionResult<SavedEntryWithSupport>> {
  const parsed = journalEntrySchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error, "The entry was not saved.");
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  const saved = toSaved(await createJournalEntry(current.user.id, parsed.data));
  return ok({ ...saved, crisis: crisisSupportFor(parsed.data.text) });
}

/** Replaces the text of one of the signed-in user's entries. */
export async function editJournalEntry(input: unknown): Promise<ActionResult<SavedEntryWithSupport>> {
  const parsed = journalEditSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error, "The entry was not saved.");
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  const entry = await updateJournalEntry(current.user.id, parsed.data.id, parsed.data.text);
  return entry ? ok({ ...toSaved(entry), crisis: crisisSupportFor(parsed.data.text) }) : fail(404, NOT_FOUND);
}

/** Deletes one of the signed-in user's entries. */
export async function removeJournalEntry(input: unknown): Promise<ActionResult<null>> {
  const parsed = journalDeleteSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error, "Unknown entry.");
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  return (await deleteJournalEntry(current.user.id, parsed.data.id)) ? ok(null) : fail(404, NOT_FOUND);
}

/**
 * The signed-in person (with a report or not: docs/decisions/0042-the-app-opens-before-the-questions.md) and their entry `id`, for the entry's own edit or delete
 * page. An id that is not a uuid is refused before any query, and another person's entry is the
 * ordinary 404, as a missing one is.
 */
export async function requireOwnJournalEntry(id: string, page: "edit" | "delete"): Promise<{ user: User; entry: JournalEntry }> {
  const { user } = await requireUser(`/reflection/${encodeURIComponent(id)}/${page}`);
  const parsed = journalDeleteSchema.safeParse({ id });
  const entry = parsed.success ? await getJournalEntry(user.id, parsed.data.id) : null;
  if (!entry) notFound();
  return { user, entry };
}
