"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import type { ActionResult } from "@/lib/action-result";
import { forReader } from "@/lib/i18n/server-messages";
import { failedForm, formFields, isEnhanced, type FormState } from "@/lib/forms/form-state";
import { safeReturnPath } from "@/lib/security/return-path";
import { editJournalEntry, removeJournalEntry, saveJournalEntry, type SavedEntryWithSupport } from "./service";

type JournalFormState = FormState<SavedEntryWithSupport>;

/**
 * A save's answer to the form. Posted before the page's script has loaded, a save goes on to the
 * form's `returnTo` (where the entry shows), unless its words asked for the help lines: those are
 * shown where the person is.
 */
function answer(result: ActionResult<SavedEntryWithSupport>, formData: FormData): JournalFormState {
  if (!result.ok) return failedForm(result, formData);
  revalidatePath("/reflection");
  if (!isEnhanced(formData) && !result.data.crisis) redirect(safeReturnPath(String(formData.get("returnTo") ?? "/reflection")));
  return { status: "done", data: result.data };
}

/** Saves a new journal entry for the signed-in user (the element of the moment rides along). */
export async function saveJournalEntryAction(_state: JournalFormState, formData: FormData): Promise<JournalFormState> {
  const { text, element } = formFields(formData);
  return answer(await forReader(() => saveJournalEntry({ text, element: element || null })), formData);
}

/** Edits the text of the signed-in user's own entry. */
export async function editJournalEntryAction(_state: JournalFormState, formData: FormData): Promise<JournalFormState> {
  const { id, text } = formFields(formData);
  return answer(await forReader(() => editJournalEntry({ id, text })), formData);
}

/**
 * Deletes the signed-in user's own entry: from the confirmation /reflection draws in place, or
 * from the entry's own confirmation page, which posted without the script goes back to the journal.
 */
export async function deleteJournalEntryAction(_state: FormState<null>, formData: FormData): Promise<FormState<null>> {
  const result = await forReader(() => removeJournalEntry(formFields(formData)));
  if (!result.ok) return failedForm(result, formData);
  revalidatePath("/reflection");
  if (!isEnhanced(formData)) redirect("/reflection");
  return { status: "done", data: null };
}
