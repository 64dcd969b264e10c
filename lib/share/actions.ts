"use server";

import { refresh } from "next/cache";
import type { ActionResult } from "@/lib/action-result";
import { failedForm, formFields, type FormState } from "@/lib/forms/form-state";
import { createLinkForSession, revokeLinkForSession, type CreatedLink } from "./service";

type Made = FormState<CreatedLink>;

/** Makes a share link for the signed-in person (shown once) from the form's parts and days. */
export async function createShareLinkAction(_state: Made, formData: FormData): Promise<Made> {
  const result = await createLinkForSession(formFields(formData, { lists: ["sections"] }));
  if (!result.ok) return failedForm(result, formData);
  refresh();
  return { status: "done", data: result.data };
}

/** Revokes one of the signed-in person's share links. */
export async function revokeShareLinkAction(input: unknown): Promise<ActionResult<null>> {
  const result = await revokeLinkForSession(input);
  if (result.ok) refresh();
  return result;
}
