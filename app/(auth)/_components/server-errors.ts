import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ActionResult } from "@/lib/action-result";

/**
 * Puts the server's field messages under their fields. A message that names "email" or
 * "password" also goes under that field (spec section 5), so nothing is only in a toast.
 */
export function showServerErrors<T extends FieldValues>(
  result: Extract<ActionResult<unknown>, { ok: false }>,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  for (const field of fields) {
    const message = result.fieldErrors?.[field]?.[0];
    if (message) setError(field, { type: "server", message });
  }
  const lower = result.message.toLowerCase();
  for (const field of ["email", "password"] as const) {
    if (lower.includes(field) && fields.includes(field as Path<T>) && !result.fieldErrors?.[field]) {
      setError(field as Path<T>, { type: "server", message: result.message });
    }
  }
}
