"use server";

import { refresh } from "next/cache";
import { failedForm, formFields, type FormState } from "@/lib/forms/form-state";
import { inReadersWords } from "@/lib/profile/answer-words";
import { createLinkForSession, revokeLinkForSession, type CreatedLink } from "./service";

type Made = FormState<CreatedLink>;

/** Makes a share link for the signed-in person (shown once) from the form's parts and days. */
export async function createShareLinkAction(_state: Made, formData: FormData): Promise<Made> {
  // A signed-out answer in the reader's language; the validation keys become words in the form.
  const result = await inReadersWords(await createLinkForSession(formFields(formData, { lists: ["sections"] })));
  if (!result.ok) return failedForm(result, formData);
  refresh();
  return { status: "done", data: result.data };
}

/** Revokes one of the signed-in person's share links: a one-button form, posted with or without the script. */
export async function revokeShareLinkAction(_state: FormState<null>, formData: FormData): Promise<FormState<null>> {
  const result = await inReadersWords(await revokeLinkForSession(formFields(formData)));
  if (!result.ok) return failedForm(result, formData);
  refresh();
  return { status: "done", data: null };
}
