// One way to write a form (docs/decisions/0040-one-way-to-write-a-form.md): a server action takes
// the form's FormData, its service validates it with the schema from lib/validations, and the
// action answers a FormState that useActionState hands back to the form, with JavaScript or
// without it. Pure: the actions (server) and the form hook (browser) both import it.

import { asFormData } from "@/lib/validations/form-data";

/** A failed submission as the form shows it again: where each message goes, and what was typed. */
export type FailedForm = {
  status: "failed";
  /** The one message for the form's status line (and its toast). */
  message: string;
  /** The first message for each field the server named. */
  fieldErrors: Record<string, string>;
  /** What was typed, to put back in the fields; secrets (passwords) are never sent back. */
  values: Record<string, string>;
};

/** What a form action answers: nothing yet, a success with its data, or what to fix. */
export type FormState<T = null> = { status: "idle" } | { status: "done"; data: T } | FailedForm;

export const IDLE: FormState<never> = { status: "idle" };

/**
 * The hidden field a hydrated form adds (components/forms/use-action-form.ts): with it the
 * browser's script takes over after a success (a toast, then the client-side redirect), without
 * it the action redirects itself, so a form posted before JavaScript loaded still lands.
 */
export const ENHANCED_FIELD = "js";

type FieldValue = string | boolean | string[];

/**
 * The form's fields as the shared schemas read them: text as typed; each name in `flags` (a
 * checkbox) true when it was sent; each name in `lists` every value sent under it. Files, React's
 * own `$ACTION…` fields and the enhancement marker are left out.
 */
export function formFields(formData: unknown, options: { flags?: readonly string[]; lists?: readonly string[] } = {}): Record<string, FieldValue> {
  const { flags = [], lists = [] } = options;
  const out: Record<string, FieldValue> = {};
  for (const [name, value] of asFormData(formData)) {
    if (typeof value !== "string" || name.startsWith("$") || name === ENHANCED_FIELD) continue;
    if (lists.includes(name)) out[name] = [...((out[name] as string[] | undefined) ?? []), value];
    else if (!flags.includes(name) && !(name in out)) out[name] = value;
  }
  for (const name of flags) out[name] = asFormData(formData).has(name);
  for (const name of lists) out[name] ??= [];
  return out;
}

/** True when the form was posted by its hydrated script rather than by the browser alone. */
export function isEnhanced(formData: unknown): boolean {
  return asFormData(formData).get(ENHANCED_FIELD) === "1";
}

/**
 * A failed action's answer in the form's shape: each field's first message, the message for the
 * status line, and the typed text to put back (every field but `secret` ones and React's own).
 */
export function failedForm(result: { message: string; fieldErrors?: Record<string, string[]> }, formData: unknown, secret: readonly string[] = []): FailedForm {
  const fieldErrors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(result.fieldErrors ?? {})) {
    if (messages[0]) fieldErrors[name] = messages[0];
  }
  const values: Record<string, string> = {};
  for (const [name, value] of asFormData(formData)) {
    if (typeof value === "string" && !name.startsWith("$") && name !== ENHANCED_FIELD && !secret.includes(name) && !(name in values)) values[name] = value;
  }
  return { status: "failed", message: result.message, fieldErrors, values };
}
