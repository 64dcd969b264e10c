"use server";

import { refresh } from "next/cache";
import { failedForm, formFields, type FormState } from "@/lib/forms/form-state";
import { savePlace } from "./place";

/**
 * The /profile form of the person's city (docs/decisions/0040-one-way-to-write-a-form.md): posted
 * with or without the script, the page is drawn again with the city saved.
 */
export async function savePlaceFormAction(_state: FormState<{ place: string }>, formData: FormData): Promise<FormState<{ place: string }>> {
  const result = await savePlace(formFields(formData));
  if (!result.ok) return failedForm(result, formData);
  refresh();
  return { status: "done", data: result.data };
}
