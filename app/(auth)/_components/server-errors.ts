import type { ActionResult } from "@/lib/action-result";

type Failure = Extract<ActionResult<unknown>, { ok: false }>;

export type PlacedErrors<F extends string> = {
  /** Messages for fields on screen: each shows under its field only. */
  fields: Partial<Record<F, string>>;
  /** The message for the form's one status line, empty when the fields already say it all. */
  form: string;
};

/**
 * Where a failed action's message goes, so it is said once: under the fields the server named,
 * otherwise in the form's status line (a wrong password, a rate limit, a used link).
 */
export function placeServerErrors<F extends string>(failure: Failure | null, message: string, fields: readonly F[]): PlacedErrors<F> {
  const placed: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const first = failure?.fieldErrors?.[field]?.[0];
    if (first) placed[field] = first;
  }
  return { fields: placed, form: Object.keys(placed).length > 0 ? "" : message };
}
