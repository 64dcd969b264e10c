import type { ActionResult } from "@/lib/action-result";

/**
 * The server's message for each field. A message that names "email" or "password" also goes
 * under that field (spec section 5), so nothing is said only in a toast.
 */
export function serverFieldMessages<F extends string>(
  result: Extract<ActionResult<unknown>, { ok: false }>,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = result.fieldErrors?.[field]?.[0];
    if (message) out[field] = message;
  }
  const lower = result.message.toLowerCase();
  for (const field of fields) {
    if ((field === "email" || field === "password") && lower.includes(field)) out[field] ??= result.message;
  }
  return out;
}
